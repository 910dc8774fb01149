import type { ApiGuidesMessages } from "./ca";

export const apiGuides: ApiGuidesMessages = {
  quickStart: {
    steps:
      "1. <signup>Créez un compte</signup> et une clé sur <keys>la page de vos clés</keys> (forfait gratuit : 100 requêtes par jour). 2. Envoyez-la comme bearer token. 3. Lisez <c>data</c> et <c>meta</c>.",
    attribution:
      "Chaque logement est accompagné des annonces de ses sources sur <c>{path}</c> ; chaque fois que vous affichez une annonce, affichez le nom de la source et le lien (voir <terms>les conditions d'utilisation</terms>).",
  },
  plans: {
    authTitle: "Authentification",
    auth: "Chaque requête porte <c>{header}</c>. Les clés sont de la forme <c>llar_</c> suivi de 40 lettres et chiffres ; nous n'en gardons qu'un hash, donc une clé n'est affichée qu'une fois, à sa création. Une clé absente, inconnue ou révoquée reçoit <c>401 unauthorized</c> ; une clé révoquée cesse de fonctionner en 5 secondes. Les clés sont secrètes : appelez l'API depuis votre serveur, pas depuis une page web publique.",
    headerLabel: "En-tête",
    plansTitle: "Forfaits",
    plansIntro:
      "Chaque clé a son propre forfait ; les nouvelles clés commencent au forfait {free}. L'en-tête de réponse <c>X-Api-Plan</c> indique quel forfait a répondu.",
    plan: "Forfait",
    quota: "Quota",
    perMinute: "Par minute",
    rows: "Lignes par requête",
    endpoints: "Endpoints",
    priceHistory: "Historique des prix",
    yes: "oui",
    no: "non",
    upgrade:
      "Une clé dont le forfait n'inclut pas un endpoint reçoit <c>403 plan_required</c> sur <c>/changes</c> ou <c>/stats</c>. Changez le forfait d'une clé dans <billing>Facturation</billing> ; le nouveau forfait s'applique en quelques secondes, à la même clé. Les prix sont sur <pricing>la page des tarifs</pricing>.",
  },
  client: {
    intro:
      "Le client TypeScript <c>@llar/client</c> est généré à partir de <c>/v1/openapi.json</c> : les paramètres et les réponses sont typés, les erreurs sont levées comme <c>LlarApiError</c> avec le <c>code</c> de l'API, et un 429 est réessayé après son <c>Retry-After</c>. En Python, une <c>requests.Session</c> où la clé est posée une fois fait le même travail.",
    setupLabel: "Mise en place",
    ops: {
      search: "Rechercher des logements",
      radius: "Dans un rayon",
      polygon: "Dans un polygone (Pro et au-delà)",
      property: "Un logement",
      changes: "Modifications (Starter et au-delà)",
      stats: "Statistiques du marché (Pro et au-delà)",
      months: "Le marché mois par mois (Pro et au-delà)",
      places: "Paroisses et localités",
    },
    radiusNote: "En mètres depuis le point, 20 000 au plus. Les logements sans localisation sont exclus.",
    polygonNote:
      "De 3 à 200 sommets dans l'ordre autour de la zone ; un polygone dont les côtés se croisent donne 400.",
    etagTitle: "Requêtes conditionnelles : ETag et If-None-Match",
    etag: "Chaque 200 porte un <c>ETag</c> fort. Renvoyez-le dans <c>If-None-Match</c> : tant que rien n'a changé, vous recevez <c>304 Not Modified</c> sans corps. Un 304 compte pour la limite par minute mais pas pour votre quota.",
    signaturesTitle: "Signatures des webhooks",
    signatures:
      "<c>{call}</c> vérifie la signature <c>t=…,v1=…</c> (HMAC-SHA256 de <c>t.body</c>) en temps constant et refuse les horodatages décalés de plus de 5 minutes.",
  },
  pagination: {
    intro:
      "<c>/properties</c> se pagine de deux façons, selon le tri. <c>limit</c> (25 par défaut) est plafonné sans avertissement au nombre de lignes par requête de votre forfait ; <c>meta.limit</c> indique la limite appliquée, <c>meta.total</c> le nombre de résultats.",
    cursorTitle: "Curseur — pour sort=newest (le tri par défaut)",
    cursor:
      "Renvoyez <c>meta.next_cursor</c> comme <c>cursor</c> avec les mêmes autres paramètres. Les curseurs sont opaques, n'expirent jamais pour la même requête, et ne sautent ni ne répètent jamais une ligne, même quand de nouveaux logements arrivent. <c>next_cursor</c> vaut <c>null</c> sur la dernière page.",
    cursorLabel: "JavaScript : tous les résultats, les plus récents d'abord",
    pageTitle: "Page — pour price_asc, price_desc et surface_desc",
    page: "Passez <c>page=2</c>, <c>3</c>… tant que <c>meta.next_page</c> ne vaut pas <c>null</c>. Les égalités sont départagées par id, donc les pages ne se chevauchent jamais.",
    mixTitle: "Les mélanger est une erreur",
    mix: "<c>cursor</c> avec un tri par prix ou surface, <c>page</c> avec <c>newest</c>, ou les deux ensemble répondent <c>400 invalid_parameter</c>, tout comme un curseur issu d'une autre requête.",
  },
  sync: {
    intro:
      "<c>{request}</c> (Starter et au-delà) liste les logements créés, mis à jour ou retirés après <c>since</c>, les plus anciens d'abord, chacun sous forme de résumé du logement plus <c>change</c> : <c>created</c>, <c>updated</c> ou <c>delisted</c>.",
    ruleTitle: "La règle",
    rule: "Interrogez avec le <c>updated_at</c> de la dernière ligne reçue comme <c>since</c> suivant. <c>since</c> est exclusif et les valeurs de <c>updated_at</c> sont strictement croissantes (à la microseconde), donc avec n'importe quel <c>limit</c> (100 par défaut, 1000 au plus) vous ne manquez jamais une modification et ne bouclez jamais. Gardez la chaîne d'horodatage telle que reçue. <c>meta.next_since</c> est renseigné tant qu'il reste des modifications ; quand il vaut <c>null</c>, vous êtes à jour : attendez et interrogez de nouveau.",
    copyLabel: "Python : tenir une copie locale",
    mergesTitle: "Fusions et séparations",
    merges:
      "Quand une annonce ultérieure montre que deux logements n'en font qu'un, l'un reprend les annonces de l'autre. Celui qui est absorbé revient <c>delisted</c> avec <c>merged_into</c> égal à l'id du logement conservé (aussi sur <c>{property}</c> ; sa page sur le site redirige vers le logement conservé) ; le logement conservé revient <c>updated</c>. Remplacez l'id absorbé par celui du logement conservé partout où vous l'avez stocké. Quand une annonce s'avère être celle d'un autre logement, le nouveau logement revient <c>created</c> et celui qu'elle a quitté <c>updated</c>. <c>merged_into</c> vaut <c>null</c> sur tous les autres éléments.",
    window:
      "Un <c>since</c> vieux de plus de 31 jours, absent ou mal formé reçoit <c>400 invalid_parameter</c> ; un <c>since</c> futur renvoie une liste vide. Pour une première copie remontant à plus de 31 jours, parcourez d'abord <c>/properties</c> page par page, puis suivez <c>/changes</c> depuis le moment où vous avez commencé.",
  },
  webhooks: {
    intro:
      "Au lieu d'interroger <c>/changes</c>, les clés du forfait Starter et au-delà peuvent faire envoyer par Llar chaque modification à un endpoint HTTPS. Ajoutez un endpoint dans <webhooks>Compte → Webhooks</webhooks> (ou avec <c>npm run webhooks -- add</c> sur un Llar auto-hébergé), éventuellement filtré par opération, type, paroisse et fourchette de prix (sur le prix annoncé le plus bas, comme <c>minPrice</c>/<c>maxPrice</c> de <c>/properties</c>).",
    eventTitle: "L'événement",
    event:
      "Chaque logement créé, mis à jour ou retiré qui correspond fait l'objet d'un <c>POST</c> avec un corps JSON : <c>id</c> (unique par événement et endpoint ; servez-vous-en pour écarter les doublons), <c>type</c> (<c>property.created</c>, <c>property.updated</c>, <c>property.delisted</c>, ou <c>webhook.test</c> pour un événement de test), <c>created_at</c> et <c>data</c> : le même élément que renvoie <c>/changes</c>, c'est-à-dire le résumé du logement plus <c>change</c>.",
    deliveryLabel: "Une livraison",
    verifyTitle: "Vérifier la signature",
    verify:
      "L'en-tête <c>Llar-Signature</c> vaut <c>{format}</c>, où l'hex est le HMAC-SHA256 de <c>{signed}</c> avec pour clé le secret de signature de votre endpoint (toute la chaîne <c>whsec_…</c>). Il n'est affiché qu'une fois, quand vous ajoutez l'endpoint ou renouvelez le secret. Après un renouvellement, l'ancien secret continue de signer 24 heures par défaut (vous choisissez la durée, ou aucune) : chaque envoi porte alors un <c>v1=</c> par secret, et il suffit que l'un d'eux corresponde. Calculez-la sur les octets bruts reçus (analyser puis resérialiser le JSON les modifie), comparez en temps constant et refusez les horodatages décalés de plus de cinq minutes pour empêcher les rejeux. La fonction <c>verifyWebhook()</c> du client typé fait la même chose.",
    nodeVerifyLabel: "Node.js : verify.js",
    nodeServerLabel: "Node.js : un récepteur",
    pythonVerifyLabel: "Python : vérification",
    pythonServerLabel: "Python : un récepteur Flask",
    answerTitle: "Réponse, nouvelles tentatives et ordre",
    answer:
      "Répondez par n'importe quel <c>2xx</c> en moins de 5 secondes (cinq délais dépassés d'affilée désactivent l'endpoint) ; toute autre réponse (une redirection comprise) ou l'absence de réponse est un échec, réessayé avec un délai exponentiel et une part d'aléatoire (d'environ une minute jusqu'à six heures d'écart) pendant trois jours. La livraison est au moins une fois : le même événement peut arriver deux fois, dédupliquez donc sur <c>id</c>. Les modifications d'un logement arrivent dans l'ordre de <c>updated_at</c> (une modification plus récente attend pendant qu'une plus ancienne est réessayée), mais les logements différents ne sont pas ordonnés entre eux.",
    disabled:
      "Un endpoint en échec pendant trois jours sans un seul succès est désactivé et le propriétaire de la clé reçoit un e-mail ; les événements pas encore livrés sont conservés et partent quand vous le réactivez. La page du compte liste chaque livraison avec son résultat, son code de réponse et sa latence, et vous permet d'en renvoyer une ou d'envoyer un événement de test. Pour rattraper le retard après une panne, vous pouvez toujours revenir à <c>/changes</c> depuis le <c>updated_at</c> du dernier événement traité.",
  },
  limits: {
    intro:
      "Deux limites s'appliquent à chaque clé : un <strong>débit</strong> par minute (une fenêtre glissante de 60 secondes) et un <strong>quota</strong> par période : le jour UTC au forfait Gratuit, le mois civil UTC sur les forfaits payants, illimité sur Enterprise. Aucun dépassement n'est facturé : au-delà de l'une ou l'autre limite, les requêtes reçoivent <c>429</c> avec <c>Retry-After</c> (en secondes) jusqu'à ce qu'elles puissent passer. Les requêtes refusées avec 401, 403 ou 429 ne comptent pas dans le quota.",
    headersTitle: "En-têtes de chaque réponse à une clé valide",
    header: "En-tête",
    meaning: "Signification",
    headers: {
      limit: "requêtes autorisées par minute sur le forfait",
      remaining: "requêtes restantes dans la minute en cours",
      quotaRemaining: "requêtes restantes pour le jour (Gratuit) ou le mois (payant), ou <c>unlimited</c>",
      quotaReset: "quand le quota repart à zéro (date et heure, UTC)",
      plan: "le forfait de la clé",
      retryAfter: "sur 429 : secondes à attendre",
    },
    retryLabel: "JavaScript : respecter Retry-After",
    usage:
      "La consommation de la période en cours et l'heure de remise à zéro de chaque clé figurent sur la page d'utilisation de votre compte.",
  },
  errors: {
    intro:
      "Toutes les erreurs ont le même corps ; <c>message</c> est une phrase qui permet à une personne d'agir. Basez vos décisions sur <c>code</c>, pas sur le message.",
    bodyLabel: "Corps",
    status: "Statut",
    when: "Quand",
    codes: {
      invalid_parameter:
        "Un paramètre est incorrect : type ou valeur erronés, paramètre inconnu ou répété, minPrice > maxPrice, bbox ou curseur mal formés, cursor/page combiné avec le mauvais tri. Le message nomme le paramètre.",
      unauthorized: "La clé est absente, mal formée, inconnue ou révoquée.",
      plan_required: "Le forfait de la clé n'inclut pas l'endpoint (/changes : Starter, /stats : Pro).",
      not_found: "Logement inexistant (un id mal formé est aussi introuvable), ou chemin inexistant.",
      method_not_allowed: "Seul GET (et OPTIONS pour la vérification préalable CORS) est pris en charge.",
      rate_limited: "Trop de requêtes au cours des 60 dernières secondes ; voir Retry-After.",
      quota_exceeded: "Le quota journalier ou mensuel du forfait est épuisé ; voir Retry-After et X-Quota-Reset.",
      internal_error: "Une panne de notre côté. Réessayez plus tard ; prévenez-nous si elle persiste.",
      service_unavailable:
        "Temporairement indisponible (par ex. maintenance de la base de données). Réessayez après Retry-After.",
    },
  },
  terms: {
    intro:
      "En utilisant une clé, vous acceptez ces conditions. Elles sont contractuelles : aucune réponse ne les impose, mais les enfreindre met fin à l'accès.",
    attribution:
      "Chaque fois que vous affichez une annonce, nommez sa source et mettez un lien vers l'annonce de la source (chaque élément de <c>listings</c> contient le nom de la source et l’<c>url</c> de l'annonce ; la chaîne <c>attribution</c> de <c>{property}</c> le dit en une phrase).",
    noResale: "Ni republication en masse ni revente des données.",
    oneKey:
      "Une clé par organisation (plusieurs clés pour vos propres applications, oui ; partager des clés avec d'autres organisations, non).",
    accuracy:
      "Les données sont ce que publient les sources : nous les consolidons et les normalisons, mais nous ne garantissons ni les prix, ni les surfaces, ni la disponibilité.",
  },
  versioning: {
    intro:
      "La version est le premier segment du chemin : <c>/v1</c>. La description OpenAPI à <c>/v1/openapi.json</c> porte la version <c>1.0.0</c>.",
    additiveTitle: "Ce qui peut changer dans v1",
    additive:
      "Uniquement des ajouts : nouveaux endpoints, nouveaux paramètres facultatifs, nouveaux champs dans les réponses, nouveaux en-têtes. Écrivez des clients qui ignorent les champs qu'ils ne connaissent pas. La version mineure du document OpenAPI augmente à chaque ajout.",
    breakingTitle: "Changements incompatibles",
    breaking:
      "Supprimer ou renommer un champ, changer un type ou une valeur par défaut, ou durcir la validation sortirait sous <c>/v2</c>. <c>/v1</c> continue alors de fonctionner au moins 12 mois, et les propriétaires de clés sont prévenus par e-mail au lancement de <c>/v2</c> puis avant la fin de <c>/v1</c>.",
  },
};
