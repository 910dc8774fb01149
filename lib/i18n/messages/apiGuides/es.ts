import type { ApiGuidesMessages } from "./ca";

export const apiGuides: ApiGuidesMessages = {
  quickStart: {
    steps:
      "1. <signup>Crea una cuenta</signup> y una clave en <keys>la página de tus claves</keys> (plan gratuito: 100 peticiones al día). 2. Envíala como bearer token. 3. Lee <c>data</c> y <c>meta</c>.",
    attribution:
      "Cada vivienda incluye los anuncios de las fuentes en <c>{path}</c>; siempre que muestres un anuncio, muestra el nombre de la fuente y el enlace (consulta <terms>las condiciones de uso</terms>).",
  },
  plans: {
    authTitle: "Autenticación",
    auth: "Cada petición lleva <c>{header}</c>. Las claves son <c>llar_</c> seguido de 40 letras y cifras; solo guardamos un hash, así que una clave se muestra una sola vez, al crearla. Una clave ausente, desconocida o revocada recibe <c>401 unauthorized</c>; una clave revocada deja de funcionar en 5 segundos. Las claves son secretas: llama a la API desde tu servidor, no desde una página web pública.",
    headerLabel: "Cabecera",
    plansTitle: "Planes",
    plansIntro:
      "Cada clave tiene su propio plan; las claves nuevas empiezan en el plan {free}. La cabecera de respuesta <c>X-Api-Plan</c> indica qué plan ha respondido.",
    plan: "Plan",
    quota: "Cuota",
    perMinute: "Por minuto",
    rows: "Filas por petición",
    endpoints: "Endpoints",
    priceHistory: "Historial de precios",
    yes: "sí",
    no: "no",
    upgrade:
      "Una clave cuyo plan no incluye un endpoint recibe <c>403 plan_required</c> en <c>/changes</c> o <c>/stats</c>. Mejora el plan de una clave en <billing>Facturación</billing>; el nuevo plan se aplica en segundos, a la misma clave. Los precios están en <pricing>la página de precios</pricing>.",
  },
  client: {
    intro:
      "El cliente TypeScript <c>@llar/client</c> se genera a partir de <c>/v1/openapi.json</c>: los parámetros y las respuestas están tipados, los errores se lanzan como <c>LlarApiError</c> con el <c>code</c> de la API, y un 429 se reintenta pasado su <c>Retry-After</c>. En Python, una <c>requests.Session</c> con la clave puesta una vez hace el mismo trabajo.",
    setupLabel: "Configuración",
    ops: {
      search: "Buscar viviendas",
      radius: "Dentro de un radio",
      polygon: "Dentro de un polígono (Pro y superiores)",
      property: "Una vivienda",
      changes: "Cambios (Starter y superiores)",
      stats: "Estadísticas del mercado (Pro y superiores)",
      months: "El mercado mes a mes (Pro y superiores)",
      places: "Parroquias y poblaciones",
    },
    radiusNote: "Metros desde el punto, como máximo 20.000. Las viviendas sin ubicación quedan fuera.",
    polygonNote: "De 3 a 200 vértices en orden alrededor de la zona; un polígono con lados que se cruzan da 400.",
    etagTitle: "Peticiones condicionales: ETag e If-None-Match",
    etag: "Cada 200 lleva un <c>ETag</c> fuerte. Devuélvelo en <c>If-None-Match</c>: mientras nada cambie, recibes <c>304 Not Modified</c> sin cuerpo. Un 304 cuenta para el límite por minuto pero no para tu cuota.",
    signaturesTitle: "Firmas de los webhooks",
    signatures:
      "<c>{call}</c> comprueba la firma <c>t=…,v1=…</c> (HMAC-SHA256 de <c>t.body</c>) en tiempo constante y rechaza las marcas de tiempo desviadas más de 5 minutos.",
  },
  pagination: {
    intro:
      "<c>/properties</c> pagina de dos maneras, según el orden. <c>limit</c> (25 por defecto) se recorta sin aviso a las filas por petición de tu plan; <c>meta.limit</c> muestra el límite aplicado, y <c>meta.total</c>, el número de resultados.",
    cursorTitle: "Cursor — para sort=newest (el orden por defecto)",
    cursor:
      "Devuelve <c>meta.next_cursor</c> como <c>cursor</c> con los mismos parámetros restantes. Los cursores son opacos, nunca caducan para la misma consulta y nunca se saltan ni repiten una fila aunque lleguen viviendas nuevas. <c>next_cursor</c> es <c>null</c> en la última página.",
    cursorLabel: "JavaScript: todos los resultados, los más nuevos primero",
    pageTitle: "Página — para price_asc, price_desc y surface_desc",
    page: "Pasa <c>page=2</c>, <c>3</c>… mientras <c>meta.next_page</c> no sea <c>null</c>. Los empates se deshacen por id, así que las páginas nunca se solapan.",
    mixTitle: "Mezclarlos es un error",
    mix: "<c>cursor</c> con un orden por precio o superficie, <c>page</c> con <c>newest</c>, o ambos a la vez responden <c>400 invalid_parameter</c>, igual que un cursor de otra consulta.",
  },
  sync: {
    intro:
      "<c>{request}</c> (Starter y superiores) lista las viviendas creadas, actualizadas o retiradas después de <c>since</c>, las más antiguas primero, cada una como un resumen de la vivienda más <c>change</c>: <c>created</c>, <c>updated</c> o <c>delisted</c>.",
    ruleTitle: "La regla",
    rule: "Consulta con el <c>updated_at</c> de la última fila recibida como siguiente <c>since</c>. <c>since</c> es exclusivo y los valores de <c>updated_at</c> son estrictamente crecientes (precisión de microsegundos), así que con cualquier <c>limit</c> (100 por defecto, 1000 como máximo) nunca pierdes un cambio ni entras en bucle. Guarda la cadena de la marca de tiempo tal como la recibes. <c>meta.next_since</c> tiene valor mientras quedan cambios; cuando es <c>null</c>, estás al día: espera y vuelve a consultar.",
    copyLabel: "Python: mantener una copia local",
    mergesTitle: "Fusiones y separaciones",
    merges:
      "Cuando un anuncio posterior muestra que dos viviendas son la misma, una de ellas se queda con los anuncios de la otra. La absorbida vuelve como <c>delisted</c> con <c>merged_into</c> igual al id de la que se mantiene (también en <c>{property}</c>; su página en la web redirige a la que se mantiene); la que se mantiene vuelve como <c>updated</c>. Sustituye el id absorbido por el de la que se mantiene allí donde lo hayas guardado. Cuando se descubre que un anuncio es de otra vivienda, la vivienda nueva vuelve como <c>created</c> y la que ha dejado, como <c>updated</c>. <c>merged_into</c> es <c>null</c> en todos los demás elementos.",
    window:
      "Un <c>since</c> de hace más de 31 días, ausente o mal formado recibe <c>400 invalid_parameter</c>; un <c>since</c> futuro devuelve una lista vacía. Para una primera copia de hace más de 31 días, recorre primero <c>/properties</c> página a página y después sigue <c>/changes</c> desde el momento en que empezaste.",
  },
  webhooks: {
    intro:
      "En lugar de consultar <c>/changes</c>, las claves del plan Starter y superiores pueden hacer que Llar envíe cada cambio a un endpoint HTTPS. Añade un endpoint en <webhooks>Cuenta → Webhooks</webhooks> (o con <c>npm run webhooks -- add</c> en un Llar propio), opcionalmente filtrado por operación, tipo, parroquia y rango de precios (sobre el precio anunciado más bajo, como <c>minPrice</c>/<c>maxPrice</c> de <c>/properties</c>).",
    eventTitle: "El evento",
    event:
      "Cada vivienda creada, actualizada o retirada que coincide es un <c>POST</c> con un cuerpo JSON: <c>id</c> (único por evento y endpoint; úsalo para descartar duplicados), <c>type</c> (<c>property.created</c>, <c>property.updated</c>, <c>property.delisted</c>, o <c>webhook.test</c> para un evento de prueba), <c>created_at</c> y <c>data</c>: el mismo elemento que devuelve <c>/changes</c>, es decir, el resumen de la vivienda más <c>change</c>.",
    deliveryLabel: "Una entrega",
    verifyTitle: "Verifica la firma",
    verify:
      "La cabecera <c>Llar-Signature</c> es <c>{format}</c>, donde el hex es el HMAC-SHA256 de <c>{signed}</c> con el secreto de firma de tu endpoint como clave (toda la cadena <c>whsec_…</c>). Se muestra una sola vez, al añadir el endpoint o al rotar el secreto. Tras una rotación, el secreto antiguo sigue firmando 24 horas por defecto (tú eliges cuánto, o nada): cada envío lleva entonces un <c>v1=</c> por secreto, y basta con que coincida uno. Calcúlala sobre los bytes en bruto que recibiste (analizar el JSON y volver a serializarlo los cambia), compara en tiempo constante y rechaza las marcas de tiempo desviadas más de cinco minutos para evitar reenvíos maliciosos. La función <c>verifyWebhook()</c> del cliente tipado hace lo mismo.",
    nodeVerifyLabel: "Node.js: verify.js",
    nodeServerLabel: "Node.js: un receptor",
    pythonVerifyLabel: "Python: verificación",
    pythonServerLabel: "Python: un receptor con Flask",
    answerTitle: "Respuesta, reintentos y orden",
    answer:
      "Responde cualquier <c>2xx</c> en 5 segundos (cinco esperas agotadas seguidas desactivan el endpoint); cualquier otra cosa (una redirección incluida) o ninguna respuesta es un fallo, que se reintenta con espera exponencial y variación aleatoria (de un minuto hasta seis horas entre intentos) durante tres días. La entrega es al menos una vez: el mismo evento puede llegar dos veces, así que descarta los duplicados por <c>id</c>. Los cambios de una vivienda llegan en orden de <c>updated_at</c> (un cambio más nuevo espera mientras se reintenta uno más antiguo), pero los de viviendas distintas no tienen orden entre sí.",
    disabled:
      "Un endpoint que ha fallado durante tres días sin un solo éxito se desactiva y el propietario de la clave recibe un correo; los eventos aún no entregados se conservan y se envían cuando lo vuelves a activar. La página de la cuenta lista cada entrega con su resultado, código de respuesta y latencia, y te permite reenviar una o enviar un evento de prueba. Para ponerte al día tras una caída, siempre puedes recurrir a <c>/changes</c> desde el <c>updated_at</c> del último evento que procesaste.",
  },
  limits: {
    intro:
      "A cada clave se le aplican dos límites: un <strong>ritmo</strong> por minuto (una ventana deslizante de 60 segundos) y una <strong>cuota</strong> por periodo: el día UTC en el plan Gratuito, el mes natural UTC en los planes de pago, ilimitada en Enterprise. No hay exceso facturable: pasado cualquiera de los dos límites, las peticiones reciben <c>429</c> con <c>Retry-After</c> (en segundos) hasta que vuelvan a pasar. Las peticiones rechazadas con 401, 403 o 429 no cuentan para la cuota.",
    headersTitle: "Cabeceras de cada respuesta a una clave válida",
    header: "Cabecera",
    meaning: "Significado",
    headers: {
      limit: "peticiones permitidas por minuto con el plan",
      remaining: "peticiones que quedan en el minuto actual",
      quotaRemaining: "peticiones que quedan del día (Gratuito) o del mes (de pago), o <c>unlimited</c>",
      quotaReset: "cuándo se reinicia la cuota (fecha y hora, UTC)",
      plan: "el plan de la clave",
      retryAfter: "con 429: segundos de espera",
    },
    retryLabel: "JavaScript: respetar Retry-After",
    usage: "El uso del periodo actual y la hora de reinicio de cada clave están en la página de uso de tu cuenta.",
  },
  errors: {
    intro:
      "Todos los errores tienen el mismo cuerpo; <c>message</c> es una frase con la que una persona puede actuar. Decide según <c>code</c>, no según el mensaje.",
    bodyLabel: "Cuerpo",
    status: "Estado",
    when: "Cuándo",
    codes: {
      invalid_parameter:
        "Un parámetro es incorrecto: tipo o valor erróneo, parámetro desconocido o repetido, minPrice > maxPrice, bbox o cursor mal formados, cursor/page mezclado con el orden que no toca. El mensaje dice qué parámetro.",
      unauthorized: "La clave falta, está mal formada, es desconocida o está revocada.",
      plan_required: "El plan de la clave no incluye el endpoint (/changes: Starter, /stats: Pro).",
      not_found: "No existe la vivienda (un id mal formado tampoco se encuentra) o no existe la ruta.",
      method_not_allowed: "Solo se admite GET (y OPTIONS de la comprobación previa CORS).",
      rate_limited: "Demasiadas peticiones en los últimos 60 segundos; consulta Retry-After.",
      quota_exceeded: "Se ha agotado la cuota diaria o mensual del plan; consulta Retry-After y X-Quota-Reset.",
      internal_error: "Un fallo por nuestra parte. Vuelve a intentarlo más tarde; avísanos si persiste.",
      service_unavailable:
        "No disponible temporalmente (p. ej., mantenimiento de la base de datos). Vuelve a intentarlo pasado Retry-After.",
    },
  },
  terms: {
    intro:
      "Al usar una clave aceptas estas condiciones. Son contractuales: ninguna respuesta las hace cumplir, pero incumplirlas pone fin al acceso.",
    attribution:
      "Siempre que muestres un anuncio, indica su fuente y enlaza el anuncio de la fuente (cada elemento de <c>listings</c> tiene el nombre de la fuente y la <c>url</c> del anuncio; la cadena <c>attribution</c> de <c>{property}</c> lo dice en una frase).",
    noResale: "Nada de republicación masiva ni de reventa de los datos.",
    oneKey:
      "Una clave por organización (varias claves para tus propias aplicaciones, bien; compartir claves con otras organizaciones, no).",
    accuracy:
      "Los datos son lo que publican las fuentes: los consolidamos y normalizamos, pero no garantizamos precios, superficies ni disponibilidad.",
  },
  versioning: {
    intro:
      "La versión es el primer segmento de la ruta: <c>/v1</c>. La descripción OpenAPI de <c>/v1/openapi.json</c> lleva la versión <c>1.0.0</c>.",
    additiveTitle: "Qué puede cambiar dentro de v1",
    additive:
      "Solo cambios que añaden: endpoints nuevos, parámetros opcionales nuevos, campos nuevos en las respuestas, cabeceras nuevas. Escribe clientes que ignoren los campos que no conocen. La versión menor del documento OpenAPI sube con cada añadido.",
    breakingTitle: "Cambios incompatibles",
    breaking:
      "Quitar o renombrar un campo, cambiar un tipo o un valor por defecto, o endurecer la validación saldría como <c>/v2</c>. Entonces <c>/v1</c> sigue funcionando al menos 12 meses, y los propietarios de claves reciben un correo cuando sale <c>/v2</c> y otro antes de que <c>/v1</c> termine.",
  },
};
