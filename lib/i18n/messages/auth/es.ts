import type { AuthMessages } from "./ca";

export const auth: AuthMessages = {
  email: "Correo electrónico",
  password: "Contraseña",
  passwordHint: "Al menos {min} caracteres.",
  newPassword: "Contraseña nueva",
  confirmPassword: "Confirma la contraseña nueva",
  sending: "Enviando…",
  saving: "Guardando…",
  actionFailed:
    "Algo ha fallado y es posible que el cambio no se haya hecho. Comprueba la conexión y vuelve a intentarlo.",
  checkFields: "Revisa los campos marcados.",
  signInLink: "Inicia sesión",
  signIn: {
    metaTitle: "Iniciar sesión",
    title: "Inicia sesión en Llar",
    submit: "Iniciar sesión",
    pending: "Iniciando sesión…",
    forgot: "¿Has olvidado la contraseña?",
    continueWith: "Continuar con {provider}",
    magicLabel: "O recibe un enlace de acceso por correo",
    magicSubmit: "Envíame un enlace",
    checkInbox: "Revisa tu bandeja de entrada: te hemos enviado un enlace de acceso.",
    noAccount: "¿Aún no tienes cuenta?",
    createOne: "Crea una",
    errors: {
      OAuthAccountNotLinked:
        "Este correo ya tiene una cuenta con otro método de acceso. Inicia sesión como lo hiciste la primera vez.",
      Verification: "Ese enlace de acceso ha caducado o ya se ha usado. Pide uno nuevo.",
      SessionRequired: "Inicia sesión para ver esa página.",
      CredentialsSignin: "El correo o la contraseña no son correctos.",
      EmailRateLimit: "Se han pedido demasiados enlaces de acceso. Espera una hora o inicia sesión con tu contraseña.",
      linkFailed: "No hemos podido enviar el enlace de acceso. Comprueba la dirección y vuelve a intentarlo.",
      other: "No se ha podido iniciar sesión. Vuelve a intentarlo.",
    },
    notices: {
      reset: "Has cambiado la contraseña. Inicia sesión con la nueva.",
      signedout: "Se han cerrado todas las sesiones. Vuelve a iniciar sesión aquí.",
      deleted: "Se ha eliminado tu cuenta. Te hemos enviado una confirmación por correo.",
    },
  },
  signUp: {
    metaTitle: "Crear una cuenta",
    title: "Crea tu cuenta de Llar",
    lead: "Consigue una clave de API gratuita en un minuto: 100 peticiones al día, sin tarjeta. Antes te enviamos un enlace para confirmar tu dirección.",
    name: "Nombre (opcional)",
    submit: "Crear la cuenta",
    pending: "Creando tu cuenta…",
    signInFailed: "Se ha creado la cuenta, pero el inicio de sesión ha fallado: {error}",
    haveAccount: "¿Ya tienes cuenta?",
  },
  forgot: {
    title: "¿Has olvidado la contraseña?",
    lead: "Escribe la dirección de tu cuenta: te enviaremos un enlace para elegir una contraseña nueva.",
    submit: "Envíame un enlace para restablecerla",
    remembered: "¿Ya te acuerdas?",
  },
  reset: {
    title: "Elige una contraseña nueva",
    submit: "Guardar la contraseña nueva",
    newLink: "Pide un enlace nuevo",
  },
  verify: {
    title: "Confirma tu dirección de correo",
    resendHint:
      "Inicia sesión y usa «Reenviar el correo de verificación» en la <link>página de claves</link> para obtener un enlace nuevo.",
    confirmed: "{email} está confirmada. Ya puedes crear claves de API y mejorar su plan.",
    goToKeys: "Ir a tus claves de API",
    submit: "Confirmar mi dirección",
    pending: "Confirmando…",
    noticeLog:
      "No hay ningún servidor de correo configurado (EMAIL_SERVER): el enlace para <strong>{email}</strong> se ha escrito en el registro del servidor, no se ha enviado. Ábrelo para confirmar que la dirección es tuya: hasta entonces puedes mirar, pero no crear claves de API ni pagar.",
    notice:
      "Hemos enviado un enlace a <strong>{email}</strong>. Ábrelo para confirmar que la dirección es tuya: hasta entonces puedes mirar, pero no crear claves de API ni pagar, para que nadie pueda generar claves ni facturas en nombre de otra persona.",
    resend: "Reenviar el correo de verificación",
  },
};
