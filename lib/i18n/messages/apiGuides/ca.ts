// The API guides' prose (components/portal/docs/guide-*.tsx); the code samples stay as
// they are. Tags: <c> inline code, <strong>, and one tag per link (<keys>, <billing>…).
// Code containing < > { } is passed as a placeholder ({header}, {path}…), never written
// here. Catalan is the source of the keys; the other languages are typed against it.
export const apiGuides = {
  quickStart: {
    steps:
      "1. <signup>Crea un compte</signup> i una clau a <keys>la pàgina de les teves claus</keys> (pla gratuït: 100 peticions al dia). 2. Envia-la com a bearer token. 3. Llegeix <c>data</c> i <c>meta</c>.",
    attribution:
      "Cada habitatge inclou els anuncis de les fonts a <c>{path}</c>; sempre que mostris un anunci, mostra el nom de la font i l'enllaç (consulta <terms>les condicions d'ús</terms>).",
  },
  plans: {
    authTitle: "Autenticació",
    auth: "Cada petició porta <c>{header}</c>. Les claus són <c>llar_</c> seguit de 40 lletres i xifres; només en guardem un hash, de manera que una clau es mostra una sola vegada, quan la crees. Una clau que falta, desconeguda o revocada rep <c>401 unauthorized</c>; una clau revocada deixa de funcionar en 5 segons. Les claus són secretes: crida l'API des del teu servidor, no des d'una pàgina web pública.",
    headerLabel: "Capçalera",
    plansTitle: "Plans",
    plansIntro:
      "Cada clau té el seu pla; les claus noves comencen al pla {free}. La capçalera de resposta <c>X-Api-Plan</c> diu quin pla ha respost.",
    plan: "Pla",
    quota: "Quota",
    perMinute: "Per minut",
    rows: "Files per petició",
    endpoints: "Endpoints",
    priceHistory: "Historial de preus",
    yes: "sí",
    no: "no",
    upgrade:
      "Una clau el pla de la qual no inclou un endpoint rep <c>403 plan_required</c> a <c>/changes</c> o <c>/stats</c>. Millora el pla d'una clau a <billing>Facturació</billing>; el pla nou s'aplica en pocs segons, a la mateixa clau. Els preus són a <pricing>la pàgina de preus</pricing>.",
  },
  client: {
    intro:
      "El client TypeScript <c>@llar/client</c> es genera a partir de <c>/v1/openapi.json</c>: els paràmetres i les respostes tenen tipus, els errors es llancen com a <c>LlarApiError</c> amb el <c>code</c> de l'API, i un 429 es torna a provar passat el seu <c>Retry-After</c>. En Python, una <c>requests.Session</c> amb la clau posada una vegada fa la mateixa feina.",
    setupLabel: "Configuració",
    ops: {
      search: "Cercar habitatges",
      radius: "Dins d'un radi",
      polygon: "Dins d'un polígon (Pro i superiors)",
      property: "Un habitatge",
      changes: "Canvis (Starter i superiors)",
      stats: "Estadístiques del mercat (Pro i superiors)",
      months: "El mercat mes a mes (Pro i superiors)",
      places: "Parròquies i poblacions",
    },
    radiusNote: "Metres des del punt, com a màxim 20.000. Els habitatges sense ubicació queden fora.",
    polygonNote: "De 3 a 200 vèrtexs en ordre al voltant de la zona; un polígon amb costats que es creuen dona 400.",
    etagTitle: "Peticions condicionals: ETag i If-None-Match",
    etag: "Cada 200 porta un <c>ETag</c> fort. Torna'l a enviar a <c>If-None-Match</c>: mentre no canviï res, reps <c>304 Not Modified</c> sense cos. Un 304 compta per al límit per minut però no per a la quota.",
    signaturesTitle: "Signatures dels webhooks",
    signatures:
      "<c>{call}</c> comprova la signatura <c>t=…,v1=…</c> (HMAC-SHA256 de <c>t.body</c>) en temps constant i rebutja les marques de temps desviades més de 5 minuts.",
  },
  pagination: {
    intro:
      "<c>/properties</c> pagina de dues maneres, segons l'ordre. <c>limit</c> (25 per defecte) es retalla sense avís a les files per petició del teu pla; <c>meta.limit</c> mostra el límit aplicat, i <c>meta.total</c>, el nombre de resultats.",
    cursorTitle: "Cursor — per a sort=newest (el per defecte)",
    cursor:
      "Torna a enviar <c>meta.next_cursor</c> com a <c>cursor</c> amb els mateixos altres paràmetres. Els cursors són opacs, no caduquen mai per a la mateixa consulta, i no se salten ni repeteixen cap fila encara que arribin habitatges nous. <c>next_cursor</c> és <c>null</c> a l'última pàgina.",
    cursorLabel: "JavaScript: tots els resultats, els més nous primer",
    pageTitle: "Pàgina — per a price_asc, price_desc i surface_desc",
    page: "Passa <c>page=2</c>, <c>3</c>… mentre <c>meta.next_page</c> no sigui <c>null</c>. Els empats es desfan per id, de manera que les pàgines no se solapen mai.",
    mixTitle: "Barrejar-los és un error",
    mix: "<c>cursor</c> amb un ordre per preu o superfície, <c>page</c> amb <c>newest</c>, o tots dos alhora responen <c>400 invalid_parameter</c>, igual que un cursor d'una altra consulta.",
  },
  sync: {
    intro:
      "<c>{request}</c> (Starter i superiors) llista els habitatges creats, actualitzats o retirats després de <c>since</c>, els més antics primer, cadascun com un resum de l'habitatge més <c>change</c>: <c>created</c>, <c>updated</c> o <c>delisted</c>.",
    ruleTitle: "La regla",
    rule: "Consulta amb l’<c>updated_at</c> de l'última fila rebuda com a <c>since</c> següent. <c>since</c> és exclusiu i els valors d’<c>updated_at</c> són estrictament creixents (precisió de microsegons), de manera que amb qualsevol <c>limit</c> (100 per defecte, 1000 com a màxim) no perds mai cap canvi ni entres mai en bucle. Guarda la cadena de la marca de temps tal com l'has rebuda. <c>meta.next_since</c> té valor mentre queden canvis; quan és <c>null</c>, estàs al dia: espera i torna a consultar.",
    copyLabel: "Python: mantenir una còpia local",
    mergesTitle: "Fusions i separacions",
    merges:
      "Quan un anunci posterior mostra que dos habitatges són el mateix, un d'ells es queda els anuncis de l'altre. L'absorbit torna com a <c>delisted</c> amb <c>merged_into</c> igual a l'id del que es manté (també a <c>{property}</c>; la seva pàgina al web redirigeix al que es manté); el que es manté torna com a <c>updated</c>. Substitueix l'id absorbit pel que es manté allà on l'hagis guardat. Quan es descobreix que un anunci és d'un altre habitatge, l'habitatge nou torna com a <c>created</c> i el que ha deixat, com a <c>updated</c>. <c>merged_into</c> és <c>null</c> a tots els altres elements.",
    window:
      "Un <c>since</c> de fa més de 31 dies, absent o mal format rep <c>400 invalid_parameter</c>; un <c>since</c> futur retorna una llista buida. Per a una primera còpia de fa més de 31 dies, primer recorre <c>/properties</c> pàgina a pàgina i després segueix <c>/changes</c> des del moment en què has començat.",
  },
  webhooks: {
    intro:
      "En lloc de consultar <c>/changes</c>, les claus del pla Starter i superiors poden fer que Llar enviï cada canvi a un endpoint HTTPS. Afegeix un endpoint a <webhooks>Compte → Webhooks</webhooks> (o amb <c>npm run webhooks -- add</c> en un Llar propi), opcionalment filtrat per operació, tipus, parròquia i interval de preus (sobre el preu anunciat més baix, com <c>minPrice</c>/<c>maxPrice</c> de <c>/properties</c>).",
    eventTitle: "L'esdeveniment",
    event:
      "Cada habitatge creat, actualitzat o retirat que coincideix és un <c>POST</c> amb un cos JSON: <c>id</c> (únic per esdeveniment i endpoint; fes-lo servir per descartar duplicats), <c>type</c> (<c>property.created</c>, <c>property.updated</c>, <c>property.delisted</c>, o <c>webhook.test</c> per a un esdeveniment de prova), <c>created_at</c> i <c>data</c>: el mateix element que retorna <c>/changes</c>, és a dir, el resum de l'habitatge més <c>change</c>.",
    deliveryLabel: "Un lliurament",
    verifyTitle: "Verifica la signatura",
    verify:
      "La capçalera <c>Llar-Signature</c> és <c>{format}</c>, on l'hex és l'HMAC-SHA256 de <c>{signed}</c> amb el secret de signatura del teu endpoint com a clau (tota la cadena <c>whsec_…</c>). Es mostra una sola vegada, quan afegeixes l'endpoint o en canvies el secret. Després d'un canvi, el secret antic continua signant 24 hores per defecte (tu tries quant de temps, o gens): cada enviament porta llavors un <c>v1=</c> per secret, i n'hi ha prou que en coincideixi un. Calcula-la sobre els bytes en brut que has rebut (analitzar el JSON i tornar-lo a serialitzar els canvia), compara en temps constant i rebutja les marques de temps desviades més de cinc minuts per evitar reenviaments maliciosos. La funció <c>verifyWebhook()</c> del client tipat fa el mateix.",
    nodeVerifyLabel: "Node.js: verify.js",
    nodeServerLabel: "Node.js: un receptor",
    pythonVerifyLabel: "Python: verificació",
    pythonServerLabel: "Python: un receptor amb Flask",
    answerTitle: "Resposta, reintents i ordre",
    answer:
      "Respon qualsevol <c>2xx</c> en 5 segons (cinc esgotaments seguits desactiven l'endpoint); qualsevol altra cosa (una redirecció inclosa) o cap resposta és un error, que es torna a provar amb espera exponencial i variació aleatòria (d'un minut fins a sis hores entre intents) durant tres dies. El lliurament és almenys una vegada: el mateix esdeveniment pot arribar dues vegades, així que descarta els duplicats per <c>id</c>. Els canvis d'un habitatge arriben en ordre d’<c>updated_at</c> (un canvi més nou espera mentre se'n reintenta un de més antic), però els d'habitatges diferents no tenen ordre entre ells.",
    disabled:
      "Un endpoint que ha fallat durant tres dies sense cap èxit es desactiva i el propietari de la clau rep un correu; els esdeveniments encara no lliurats es conserven i s'envien quan el tornes a activar. La pàgina del compte llista cada lliurament amb el resultat, el codi de resposta i la latència, i et permet reenviar-ne un o enviar un esdeveniment de prova. Per posar-te al dia després d'una caiguda, sempre pots recórrer a <c>/changes</c> des de l’<c>updated_at</c> de l'últim esdeveniment que has processat.",
  },
  limits: {
    intro:
      "A cada clau s'hi apliquen dos límits: un <strong>ritme</strong> per minut (una finestra lliscant de 60 segons) i una <strong>quota</strong> per període: el dia UTC al pla Gratuït, el mes natural UTC als plans de pagament, il·limitada a Enterprise. No hi ha excés facturable: passat qualsevol dels dos límits, les peticions reben <c>429</c> amb <c>Retry-After</c> (en segons) fins que tornin a passar. Les peticions rebutjades amb 401, 403 o 429 no compten per a la quota.",
    headersTitle: "Capçaleres de cada resposta a una clau vàlida",
    header: "Capçalera",
    meaning: "Significat",
    headers: {
      limit: "peticions permeses per minut amb el pla",
      remaining: "peticions que queden en el minut actual",
      quotaRemaining: "peticions que queden del dia (Gratuït) o del mes (pagament), o <c>unlimited</c>",
      quotaReset: "quan es reinicia la quota (data i hora, UTC)",
      plan: "el pla de la clau",
      retryAfter: "amb 429: segons que cal esperar",
    },
    retryLabel: "JavaScript: respectar Retry-After",
    usage: "L'ús del període actual i l'hora de reinici de cada clau són a la pàgina d'ús del teu compte.",
  },
  errors: {
    intro:
      "Tots els errors tenen el mateix cos; <c>message</c> és una frase amb què una persona pot actuar. Decideix segons <c>code</c>, no segons el missatge.",
    bodyLabel: "Cos",
    status: "Estat",
    when: "Quan",
    codes: {
      invalid_parameter:
        "Un paràmetre és incorrecte: tipus o valor erroni, paràmetre desconegut o repetit, minPrice > maxPrice, bbox o cursor mal formats, cursor/page barrejat amb l'ordre que no toca. El missatge diu quin paràmetre.",
      unauthorized: "La clau falta, està mal formada, és desconeguda o està revocada.",
      plan_required: "El pla de la clau no inclou l'endpoint (/changes: Starter, /stats: Pro).",
      not_found: "No existeix l'habitatge (un id mal format tampoc no es troba) o no existeix el camí.",
      method_not_allowed: "Només s'admet GET (i OPTIONS de la comprovació prèvia CORS).",
      rate_limited: "Massa peticions en els últims 60 segons; consulta Retry-After.",
      quota_exceeded: "S'ha esgotat la quota diària o mensual del pla; consulta Retry-After i X-Quota-Reset.",
      internal_error: "Una fallada per part nostra. Torna-ho a provar més tard; avisa'ns si persisteix.",
      service_unavailable:
        "No disponible temporalment (p. ex., manteniment de la base de dades). Torna-ho a provar passat Retry-After.",
    },
  },
  terms: {
    intro:
      "En fer servir una clau acceptes aquestes condicions. Són contractuals: cap resposta no les fa complir, però incomplir-les posa fi a l'accés.",
    attribution:
      "Sempre que mostris un anunci, indica'n la font i enllaça l'anunci de la font (cada element de <c>listings</c> té el nom de la font i l’<c>url</c> de l'anunci; la cadena <c>attribution</c> de <c>{property}</c> ho diu en una frase).",
    noResale: "Res de republicació massiva ni de revenda de les dades.",
    oneKey:
      "Una clau per organització (diverses claus per a les teves pròpies aplicacions, d'acord; compartir claus amb altres organitzacions, no).",
    accuracy:
      "Les dades són el que publiquen les fonts: les consolidem i normalitzem, però no garantim preus, superfícies ni disponibilitat.",
  },
  versioning: {
    intro:
      "La versió és el primer segment del camí: <c>/v1</c>. La descripció OpenAPI de <c>/v1/openapi.json</c> porta la versió <c>1.0.0</c>.",
    additiveTitle: "Què pot canviar dins de v1",
    additive:
      "Només canvis que afegeixen: endpoints nous, paràmetres opcionals nous, camps nous a les respostes, capçaleres noves. Escriu clients que ignorin els camps que no coneixen. La versió menor del document OpenAPI puja amb cada addició.",
    breakingTitle: "Canvis incompatibles",
    breaking:
      "Treure o canviar el nom d'un camp, canviar un tipus o un valor per defecte, o fer més estricta la validació sortiria com a <c>/v2</c>. Aleshores <c>/v1</c> continua funcionant com a mínim 12 mesos, i els propietaris de claus reben un correu quan surt <c>/v2</c> i un altre abans que <c>/v1</c> s'acabi.",
  },
};

export type ApiGuidesMessages = typeof apiGuides;
