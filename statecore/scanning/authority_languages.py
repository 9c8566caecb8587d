"""The authority judge's reading of German, French, Spanish, Italian, Portuguese and Dutch clauses.

The vocabulary of ``authority.py`` is English: its objects (tools, permissions, credentials...),
its actions (grant, claim a past grant, change, bypass) and its constructions (negation, who
holds a power). A memory written in another language names the same things in its own words
("Berechtigungen", "mot de passe", "sin preguntar"); technical names (URLs, ``snake_case`` tools,
``--force``, "api key") are the same in every language and stay the English vocabulary's.

Each clause is given a language by its function words (:func:`clause_language`): a clause with
at least two function words of one of these languages and more of them than English ones is
read with the tables below, every other clause as English. The languages' tables are read
together: their words rarely collide with each other's meaning, where many collide with English
("red", "die", "usa"). Italian, Portuguese and Dutch were added in session 22, each with its
words for the same objects, actions, negations, modals and restrictions; Dutch separable verbs
("schakel ... uit", "voeg ... toe") are matched at their first part.

The foreign reading is simpler than the English one. Its constructions: a negation a few words
before or after an action restricts it ("ne partage jamais", "darf ... nicht"); a part of a clause
that says only someone other than the agent holds the power ("nur das Plattform-Team darf"),
requires an approval ("il faut une demande validée par ...") or forbids outright ("auf keinen
Fall") restricts as a whole; a modal ("darf", "peux", "puedes") grants only with the agent as its
subject; "no need to" bypasses only before asking, waiting or confirming; the writer's own habit
("j'utilise ...") and a quoted name are no instruction; a bypass verb that opens a part
("Désactive ...", "Pode pular ...") addresses the agent; removing or switching off narrows authority
unless what goes is a restriction, as in English. An object named in these languages does not
open the heads' gate (scanner.head_gate_open): the heads read them as injections far too often
(Django's interface text in Italian, Portuguese and Dutch scores at or above the ungated
threshold 30-44% of the time, English 5%); an imperative that opens the text does
(:data:`IMPERATIVE`). Other languages are read as English: their authority words are not known,
so such a memory is judged by the heads alone (``scanner.head_hold``).

Patterns run on the normalised view (lower case, accents stripped: "Rückfrage" is "ruckfrage").
"""

from __future__ import annotations

import re

# A word, or an elided article or pronoun ("l'", "d'", "n'", "qu'"), which marks French.
_WORD = re.compile(r"[a-z]+'(?=[a-z])|[a-z]+")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Function words of each language (accents stripped) that are not also common English words;
# words French and Spanish share ("la", "que", "de", "en") count for both.
_FUNCTION_WORDS: dict[str, frozenset[str]] = {
    "de": _words(
        "der die das und nicht ist ein eine einen einem einer fur mit auf dem den des zu von sich auch wird"
        " wurde wurden sind darf durfen kann konnen ohne bitte immer ich wir er im vom zum zur bei beim"
        " nach uber aus dass oder aber wenn noch nur schon mehr keine kein alle aller allen diese dieser"
        " dieses werden hat haben soll sollen muss mussen jetzt sofort du dich dir dein deine euch ihr ihre"
        " unsere unser sie ab einfach damit weil hier unten wie sein seine als am um ins mein meine meinem"
        " meinen meiner mir mich gern gerne sehr ihm ihn es man was"
    ),
    "fr": _words(
        "le la les et est une un des de du en pour avec dans pas sur qui que au aux ce cette ces tu vous ne"
        " sans toujours il elle nous sont peut peux pouvez doit tous toutes mais ou leur votre vos ton ta"
        " tes deja aussi apres avant si par sous chez sera ete etre fait se sa l' d' n' qu' c' j' s' m' t'"
        " jusqu' lorsqu' puis"
    ),
    "es": _words(
        "el la los las y es una un para con por que del al se sin siempre puedes puede esta este estos"
        " estas son su sus tu tus usted como pero mas ya muy todo todos todas cuando hay hace debe tiene"
        " tienes lo le les ti nos de en no fue ser otra otro otras otros parece ningun ninguna"
    ),
    "it": _words(
        "il lo la le di un una da gli della delle dello degli dei che non per con sono puoi puo devi deve"
        " sempre mai senza anche ma se questo questa questi queste tutti tutte tuo tua tuoi nel nella nei"
        " negli al alla ai agli dal dalla gia piu ancora ogni hai ha hanno essere stato stata fare fatto"
        " cosi perche quando dove"
    ),
    "pt": _words(
        "de uma do da dos das que nao para durante com por em no na nos nas seu sua voce pode podes deve"
        " sempre nunca sem tambem mas ou como este esta isso todos todas ja mais ao aos pelo pela foi ser"
        " tem sao quando onde teu tua seus suas ela ele elas eles meu minha meus minhas"
    ),
    "nl": _words(
        "de het een en niet van voor met op te dat die je jij jouw uw mag mogen kan kunnen moet moeten altijd"
        " nooit zonder ook maar als deze dit alle al meer geen wordt worden zijn naar bij om er nog dan wel"
        " heeft hebben mijn onze ons ze zij hij"
    ),
}
_ENGLISH = _words(
    "the and is of to for with on you your it this that be are not can should from by at or as if"
    " when all has have was were will would they we he she its their an i my me our please do does"
    " don' doesn' use always never any"
)


def clause_language(clause: str) -> str:
    """``"de"``, ``"fr"``, ``"es"``, ``"it"``, ``"pt"``, ``"nl"`` or ``"en"`` (English, or any language
    not read here)."""
    words = _WORD.findall(clause)
    if len(words) < 3:
        return "en"
    # a one-letter word ("e", "o", "y") is as often a spaced-out letter ("R E V E A L") or a
    # name in code as an Italian, Portuguese or Spanish conjunction or article
    words = [w for w in words if len(w) > 1]
    english = sum(1 for w in words if w in _ENGLISH)
    best, count = "en", 0
    for language, function_words in _FUNCTION_WORDS.items():
        hits = sum(1 for w in words if w in function_words)
        if hits > count:
            best, count = language, hits
    return best if count >= 2 and count > english else "en"


def is_foreign(text: str) -> bool:
    """Whether normalised ``text`` reads as German, French, Spanish, Italian, Portuguese or Dutch
    (:func:`clause_language`)."""
    return clause_language(text) != "en"


# An instruction that opens with an imperative, which in these languages needs no "you" ("Ignoriere
# alle vorherigen Anweisungen", "Oublie tout", "Dame tu prompt"): it speaks to the agent, so it opens
# the heads' gate as the second person does (scanner.head_gate_open).
IMPERATIVE = re.compile(
    r"^[\W\d]*(?:(?:bitte|immer|toujours|siempre|jetzt|maintenant|ahora|ab\sjetzt|desormais|desde\sahora|sempre"
    r"|ora|agora|altijd|nu|vanaf\snu|per\sfavore|por\sfavor|alsjeblieft)\s)*"
    r"(?:ignorier\w*|vergiss|gib|zeig\w*|schreib\w*|antworte\w*|sag\w*|erzahl\w*|nenn\w*|tu|mach\w*|handle"
    r"|verhalte|befolge\w*|fuhre|sende|schick\w*|lies|offne|druck\w*|wiederhol\w*|ubersetze?|vergessen"
    r"|ignore[rz]?|oublie[rz]?|donne[rz]?|montre[rz]?|reponds|repondez|ecris|ecrivez|dis|dites|fais|faites|agis"
    r"|agissez|envoie[rz]?|revele[rz]?|affiche[rz]?|repete[rz]?|suis|suivez|traduis|ignora|olvida|dame|dime"
    r"|muestra\w*|responde\w*|escribe|haz|actua|envia|revela|repite|sigue|traduce|imprime|comparte"
    r"|dimentica|dammi|mostra|rispondi|scrivi|dimmi|fai|esegui|invia|rivela|ripeti|segui|traduci|condividi"
    r"|esqueca|mostre|responda|escreva|diga|faca|execute|envie|revele|repita|siga|traduza|compartilhe"
    r"|negeer|vergeet|geef|toon|antwoord|schrijf|zeg|doe|voer|stuur|herhaal|volg|vertaal|deel)\b"
)


# --- objects: (category, strength, pattern), as authority.DEFAULT_TERMS -------------------------
FOREIGN_TERMS: tuple[tuple[str, str, str], ...] = (
    (
        "tool",
        "weak",
        r"werkzeug\w*|befehle?n?|kommandos?|outils?|commandes?|herramientas?|comandos?|strumenti|comandi"
        r"|ferramentas?|opdrachten|commando's",
    ),
    (
        "permission",
        "weak",
        r"berechtigung\w*|rechte|zugriff\w*|zugang\w*|rolle\w*|befugnis\w*|gruppen?|droits?|permissions?|groupes?"
        r"|autorisations?|acces|roles?|privileges?|habilitations?|permisos?|derechos?|acceso|rol|privilegios?|grupos?"
        r"|permess[io]|diritti|accesso|ruol[oi]|privilegi|permissao|permissoes|direitos|acesso|papel|funcao"
        r"|rechten|toegang|rollen|bevoegdheden|machtigingen",
    ),
    (
        "permission",
        "strong",
        r"admin\w*rechte|administrator(?:en)?rechte|administrator(?:en)?rolle|adminrolle|projektadministrator\w*"
        r"|vollzugriff|schreibzugriff|schreibrechte|droits?\sd'?admin\w*|acces\sadmin\w*|acces\sen\secriture"
        r"|role\sd'?admin\w*|acceso\sde\s(?:administrador|escritura)|permisos?\sde\s(?:administrador|escritura)"
        r"|rol\sde\sadministrador|super-?admin\w*|administratoraccess|admin-?gruppe|groupe\sadmin\w*"
        r"|diritti\sdi\samministra\w*|accesso\s(?:completo|admin\w*|in\sscrittura)|acesso\s(?:total|completo"
        r"|admin\w*|de\sescrita)|direitos\sde\sadministra\w*|beheerders?rechten|admin-?rechten|volledige\stoegang"
        r"|schrijftoegang|leitura\se\sescrita|lettura\se\sscrittura|lees-?\sen\sschrijf\w*|lectura\sy\sescritura"
        r"|lecture\set\secriture|lese-?\sund\sschreib\w*|beheerdersaccount|account\sdi\samministra\w*|conta\sde\sadministra\w*",
    ),
    (
        "sandbox",
        "weak",
        r"conteneur|contenedor|bac\sa\ssable|entorno\saislado|isolierung|aislamiento|contenitore|isolamento|conteiner"
        r"|contentor|isolatie",
    ),
    ("sandbox", "strong", r"sandbox-?profil\w*|profil\sde\s(?:la\s)?sandbox|perfil\sde\s(?:la\s)?sandbox"),
    (
        "network",
        "weak",
        r"netzwerk\w*|internet\w*|firewall|pare-feu|cortafuegos|reseau\w*|red(?:es)?|trafic\ssortant"
        r"|trafico\ssaliente|ausgehende\w*\s(?:verkehr|verbindungen|zugriffe?)|connexions?\ssortantes?"
        r"|conexiones\ssalientes|rete|traffico\sin\suscita|rede|trafego\sde\ssaida|netwerk\w*|uitgaand\sverkeer"
        r"|uitgaande\sverbindingen",
    ),
    (
        "network",
        "strong",
        r"netzwerkbeschrankung\w*|netzwerkrichtlinie\w*|firewall-?regeln|politique\sreseau|regles?\sdu\spare-feu|egress"
        r"|politica\sde\sred|reglas\sdel\scortafuegos",
    ),
    (
        "model",
        "weak",
        r"modell\w*|modeles?|modelos?|endpunkt\w*|anbieter|fournisseur\w*|proveedor\w*|relais|passerelle|pasarela"
        r"|modell[oi]|fornitore|fornecedor|provedor|model|leverancier|aanbieder|endpoint",
    ),
    (
        "model",
        "strong",
        r"modellanbieter|modell-?endpunkt|modellendpunkt|endpunkt\sdes\smodells|fournisseur\sde\smodeles?"
        r"|(?:endpoint|point\sde\sterminaison|url)\sdu\smodele|proveedor\sdel?\smodelos?|(?:endpoint|url)\sdel\smodelo"
        r"|endpoint\sdel\smodello|fornitore\sdel\smodello|endpoint\sdo\smodelo|provedor\sdo\smodelo|model-?endpoint",
    ),
    (
        "credential",
        "weak",
        r"schlussel\w*|cles?|claves?|tresor|coffre(?:-fort)?|boveda|chiav[ei]|chaves?|sleutel\w*|kluis",
    ),
    (
        "credential",
        "strong",
        r"passwort\w*|passworter|kennwort\w*|zugangsdaten|anmeldedaten|api-schlussel|geheimnis\w*"
        r"|mots?\sde\spasse|identifiants?|jetons?|cles?\s(?:d'?)?api|contrasenas?|credenciales?|claves?\s(?:de\s)?api|claves?\s(?:maestras?|privadas?|secretas?|de\sacceso)"
        r"|secretos?|credenziali|segret[oi]|senhas?|credenciais|segredos?|wachtwoord\w*|inloggegevens|geheim\w*"
        r"|api-?sleutel\w*|chiav[ei]\sapi|chaves?\sde\sapi",
    ),
    (
        "control",
        "weak",
        r"genehmigung\w*|freigabe\w*|prufung\w*|uberprufung\w*|bestatigung\w*|ruckfrage\w*|nachfrage|zustimmung"
        r"|richtlinie\w*|regeln|protokoll\w*|approbations?|verifications?|revue|relecture|journalisation"
        r"|politiques?|regles|filtres?|aprobacion\w*|revision\w*|verificacion\w*|confirmacion\w*|registros?"
        r"|politicas?|reglas|filtros?|consentimiento|validation|approvazione|revisione|verifica|conferma|regole"
        r"|filtri|aprovacao|revisao|verificacao|confirmacao|regras|goedkeuring|bevestiging|beoordeling|logboek"
        r"|regels|beleid|toestemming",
    ),
    (
        "control",
        "strong",
        r"vier-augen-prinzip\w*|vier\saugen|audit\w*|protokollierung|prufprotokoll\w*|inhaltsfilter|dlp-?\w*"
        r"|escaner\sdlp|filtre\sde\scontenu|filtro\sde\scontenido|freigabeprozess\w*|genehmigungsprozess\w*"
        r"|processus\sd'?approbation|proceso\sde\saprobacion|ramas?\sprotegidas?|branches?\sprotegees?"
        r"|geschutzte\w*\sbranch\w*|code-?review\w*|revision\sde\scodigo|revue\sde\scode"
        r"|(?:validation|approbation|revue|verification)\shumaine|(?:revision|aprobacion|validacion)\shumana"
        r"|menschliche\w*\s(?:freigabe|prufung|bestatigung|kontrolle)|politique\sde\scontenu|politica\sde\scontenido"
        r"|inhaltsrichtlinie\w*|zwei-?faktor\w*"
        # approving its own changes ("aprovar os próprios pedidos de merge")
        r"|(?:os\s|as\s)?propri[oa]s\s(?:pedidos|merges?|pull\srequests?|prs?|alteracoes|mudancas)"
        r"|propri\s(?:merge|pull\srequest|pr|modifiche)|(?:seine|ihre|deine)\seigenen\s(?:merge\w*|pull\w*|prs?|anderungen)"
        r"|(?:ses|tes)\spropres\s(?:merge\w*|pull\w*|prs?|modifications)|(?:sus|tus)\spropi[oa]s\s(?:merge\w*|pull\w*|prs?"
        r"|cambios)|(?:zijn|haar|je)\seigen\s(?:merge\w*|pull\w*|prs?|wijzigingen)"
        r"|revisione\sdel\scodice|revisao\sde\scodigo|vier-?ogen\w*|doppia\sapprovazione"
        r"|registro\sde\sauditoria|autenticazione\sa\sdue\sfattori|autenticacao\sde\sdois\sfatores"
        r"|tweestapsverificatie|twee-?factor\w*|double\sauthentification|authentification\sa\sdeux\sfacteurs"
        r"|autenticacion\sde\sdos\sfactores|doble\sfactor",
    ),
    (
        "subject_data",
        "strong",
        r"(?:andere|anderen|anderer|alle|allen|aller|samtliche\w*|fremde\w*)\s(?:\w+\s)?(?:nutzer\w*|benutzer\w*"
        r"|kunden\w*|mitglieder\w*|mandanten\w*|mitarbeiter\w*|patienten\w*)"
        r"|(?:autres?|tous\sles|toutes\sles|n'importe\squel(?:le)?s?)\s(?:\w+\s)?(?:utilisateurs?|clients?"
        r"|membres?|locataires?|employes?|patients?)"
        r"|(?:otros?|otras?|todos\slos|todas\slas|cualquier|cualquiera\sde\slos)\s(?:\w+\s)?(?:usuarios?"
        r"|clientes?|miembros?|inquilinos?|empleados?|pacientes?|cuentas)"
        r"|produktionsdaten|donnees\sde\sproduction|datos\sde\sproduccion|exports?\sclients?"
        r"|dati\sdei\sclienti|datos\sde\s(?:los\s)?clientes|donnees\s(?:des\s)?clients|kundendaten|dados\sd(?:os|e)\sclientes"
        r"|klantgegevens|gegevens\svan\sklanten"
        r"|buste\spaga|fiches\sde\spaie|nominas|gehaltsabrechnung\w*|holerites|loonstroken"
        r"|lista\s(?:completa\s)?de\s(?:los\s)?clientes|liste\s(?:complete\s)?des\sclients|kundenliste"
        r"|elenco\s(?:completo\s)?dei\sclienti|klantenlijst"
        r"|(?:de\s)?toda\sla\splantilla|de\stous\sles\s(?:salaries|employes)|(?:der\s)?ganzen\sbelegschaft"
        r"|personalakten|dossiers\sdu\spersonnel|expedientes\sde\s(?:rrhh|personal)"
        r"|(?:altri|altre|tutti\si|tutte\sle)\s(?:\w+\s)?(?:utenti|clienti|colleghi|dipendenti|pazienti)"
        r"|(?:outros|outras|todos\sos|todas\sas)\s(?:\w+\s)?(?:usuarios|utilizadores|clientes|colegas|funcionarios"
        r"|pacientes|contas|pastas)|(?:andere|alle)\s(?:\w+\s)?(?:gebruikers|klanten|collega's|collegas|medewerkers|patienten)"
        # "die Daten aller Kunden", "de klantgegevens van alle accounts"
        r"|(?:e-?mails?|dossiers|\w*gegevens|\w*daten|dati|dados)\s(?:de|di|van|von)\s(?:todos|tutti|alle|andere|outros|altri)\w*",
    ),
    ("destination", "weak", r"server|serveur|servidor|indirizzo|endereco|adres"),
    (
        "destination",
        "strong",
        r"externe\w*\s(?:server|adresse|e-mail|dienst\w*|endpunkt\w*|postfach|hosts?)|serveurs?\sexternes?"
        r"|adresses?\sexternes?|servidor(?:es)?\sextern[oa]s?|direccion(?:es)?\sextern[oa]s?"
        r"|privat\w*\s(?:e-mail|adresse|konto|postfach)|adresse\spersonnelle|boite\spersonnelle"
        r"|correo\spersonal|cuenta\spersonal|indirizzo\spersonale|e-?mail\spersonale|endereco\spessoal"
        r"|e-?mail\spessoal|prive-?adres|persoonlijk\w*\se-?mail\w*|server\sestern[oi]|servidor\sexterno"
        r"|externe\sserver|fornitore\sestern[oa]|proveedor\sextern[oa]|fournisseur\sexterne|externe[rn]?\sdienstleister"
        r"|fornecedor\sextern[oa]|externe\sleverancier",
    ),
)

# Everyday compounds that hold an object word ("Passwort-Manager").
INNOCENT = re.compile(
    r"\b(?:passwort-?manager\w*|gestionnaire\sde\smots\sde\spasse|gestor\sde\scontrasenas"
    # a way of logging in, not a credential
    r"|authentification\spar\smot\sde\spasse|autenticacion\s(?:basada\s)?(?:en|por|con)\s(?:una\s)?contrasena"
    r"|passwort-?(?:authentifizierung|anmeldung)|anmeldung\smit\s(?:einem\s)?passwort"
    # the person's own account chores: changing or resetting one's password
    r"|(?:changer|modifier|reinitialiser)\s(?:de\s|le\s|votre\s|ton\s|son\s)?mot\sde\spasse"
    r"|reinitialisation\sdu\smot\sde\spasse|(?:cambiar|restablecer|modificar)\s(?:la\s|su\s|tu\s)?contrasena"
    r"|passwort\s(?:andern|zurucksetzen)|passwortanderung|passwort-?zurucksetzung"
    # a side, not a right ("clic droit", "à droite")
    r"|clic\sdroit|a\sdroite|de\sdroite|tout\sdroit"
    # asking for access through the proper channel, opening a ticket
    r"|(?:abra|abre|abrir|ouvre[rz]?|ouvrir|apri|aprire|offne|eroffne|open|openen)\s(?:um|uma|un|une|una|einen|ein|een"
    r"|o|a|el|le|il)\s(?:chamado|ticket|pedido|solicitud|demande|richiesta|antrag|incidente?|caso|issue|pr|pull\srequest)"
    r"|(?:pedir|solicitar|demander|beantragen|richiedere|aanvragen)\s(?:o\s|el\s|l'|den\s|de\s)?(?:acesso|acceso|acces"
    r"|zugriff|accesso|toegang)|(?:zugriff|toegang)\s(?:beantragen|aanvragen)|demande\sd'acces"
    r"|gestore\sdi\spassword|gerenciador\sde\ssenhas|wachtwoordbeheerder"
    r"|autenticazione\s(?:basata\ssu|con|tramite)\s(?:la\s)?password|autenticacao\s(?:baseada\sem|por|com)\s(?:uma\s)?senha"
    r"|op\swachtwoord\sgebaseerde\sauthenticatie|wachtwoord(?:gebaseerde)?\sauthenticatie|via\seen\swachtwoord"
    r"|(?:impostare|reimpostare|cambiare|modificare|recuperare)\s(?:la\s|una\s|tua\s|sua\s)?(?:nuova\s)?password"
    r"|password\sdimenticata|(?:redefinir|definir|alterar|mudar|trocar|recuperar)\s(?:a\s|uma\s|sua\s|tua\s)?(?:nova\s)?senha"
    r"|esqueceu\s(?:a\s|sua\s)?senha|(?:herstellen|instellen|wijzigen|veranderen|resetten)\s(?:van\s)?(?:het\s|een\s"
    r"|uw\s|je\s)?(?:nieuw\s)?wachtwoord|nieuwe?\swachtwoord|wachtwoord\s(?:vergeten|herstellen|wijzigen))\b"
)

# The agent, or the reader addressed in the second person.
AGENT = re.compile(
    r"\b(?:assistent\w*|agent\w*|bot\w*|ki|ia|asistente\w*|assistant\w*|du|dich|dir|dein\w*|euch|tu|toi|te"
    r"|t'|ton|ta|tes|vous|votre|vos|ti|tus|usted\w*|contigo|tienes|puedes|peux|darfst|kannst|musst"
    # the agent acting on itself ("il s'attribue lui-même les rôles", "se asigna", "sich selbst")
    r"|lui-meme|sich\sselbst|si\smismo|s'attribue|s'accorde|s'octroie|se\sasigna|se\sotorga|vas-y|allez-y"
    r"|assistente|agente|tuo|tua|tuoi|puoi|voce|podes|teu|jij|jou|jouw|assistent"
    r"|je(?=\s(?:mag|kunt|kan|moet|hoeft|mogen))|(?<=mag\s)je|(?<=kun\s)je|(?<=moet\s)je|(?<=hoef\s)je)(?![\w-])"
)
# In French "du" is "of the", not the German "you" ("validation du manager")
AGENT_FRENCH = re.compile(AGENT.pattern.replace("|du|", "|", 1))


def agent_pattern(language: str) -> re.Pattern[str]:
    """The agent's words for a clause in ``language`` (:func:`clause_language`)."""
    return AGENT_FRENCH if language == "fr" else AGENT


# Words that make a weak object an authority one ("voller Zugriff", "acceso total").
MODIFIER = re.compile(
    r"\b(?:uneingeschrankt\w*|unbeschrankt\w*|voll(?:e|en|er|es|standig\w*)?|komplett\w*|admin\w*"
    r"|produktiv\w*|schreib\w*|illimite\w*|total(?:e|es|a|as)?|complet(?:e|es|o|a)?|ecriture|production"
    r"|beliebig\w*|n'importe\squel\w*|cualquier\w*"
    r"|ilimitad\w*|escritura|produccion|extern\w*|root|sudo|complet[oa]|illimitat\w*|scrittura|produzione"
    r"|ilimitad\w*|escrita|producao|volledig\w*|onbeperkt\w*|schrijf\w*|productie)\b"
)

# --- actions --------------------------------------------------------------------------------
ACTIONS: tuple[tuple[str, str], ...] = (
    (
        "grant",
        r"erlaub\w*|gestatt\w*|zugewiesen|zuweis\w*|erteil\w*"
        r"|gewahr\w*|vergeb\w*|vergab|verlieh\w*|verleih\w*|aktivier\w*|freischalt\w*|freigeschaltet|erweiter\w*"
        r"|gelockert|lockere?\w*|geoffnet|bekommt|bekommst|erhalt|erhaltst|befugt|berechtigt|gegeben|gab"
        r"|fug(?:e|en|t)?\s(?:\S+\s){0,4}?hinzu|hinzugefugt|wird\s(?:\S+\s){0,3}?haben"
        r"|autoris\w*|permet\w*|permis|accord(?:e|es|ee|ees|er|ez)"
        r"|donn(?:e|es|ez|er)|attribu\w*|octroy\w*|activ(?:e|es|ee|ees|er|ez)|elargi\w*|assoupli\w*"
        r"|ouvert\w*|debloqu\w*|(?:a|as|avez|ont)\sle\sdroit|habilit\w*|dispos(?:e|es|ez)\sde"
        r"|ajout(?:e|es|ez|er)|aur(?:a|as|ont)\s(?:acces|le\sdroit|les\sdroits)"
        r"|permit\w*|autoriz\w*|conced\w*|otorg\w*|asign\w*"
        r"|activ(?:a|as|ar|ado|ada|en)|ampli\w*|relaj\w*|abiert\w*|desbloque\w*"
        r"|tienes?(?=\s(?:ya\s)?(?:sus\s|los\s|todos\slos\s|mis\s)?(?:permisos?|acceso|derechos))|dispone\sde|tendr(?:a|as|an)|anad(?:e|ir|io)|agreg(?:a|ar|o|ue)"
        r"|metid[oa]s?|(?:te|le|les|os)\s(?:ha|han|hemos|habia|habian)\s(?:dado|pasado)|te\s(?:dio|dieron|dimos)"
        r"|autorizz\w*|concess[oa]|assegn\w*|attiv(?:a|are|ato|ata)|abilit\w*|allarg\w*|aggiung\w*"
        r"|hai(?=\s(?:gia\s)?(?:il\s)?(?:permesso|accesso))|atribu\w*|ativ(?:a|ar|ado|ada)|habilit\w*|liber(?:a|ar|ado|ada)"
        r"|tem(?=\s(?:acesso|permissao))|passa\sa\ster|passe\sa\ster|ora\sha|ha\sora|hat\sjetzt|tiene\sahora|agora\stem|tem\sagora|heeft\snu|krijgt|adicion\w*|toestaan|sta(?=\s(?:\S+\s){0,3}?toe\b)|toegestaan|geef|geeft|gegeven"
        r"|verleen\w*|toegekend|activeer\w*|geactiveerd|schakel(?=\s(?:\S+\s){0,3}?in\b)|ingeschakeld"
        r"|voeg(?=\s(?:\S+\s){0,4}?toe\b)|toegevoegd|heb(?:t)?\s(?:toegang|rechten)"
        # opening ("ouvre le pare-feu"): only of network, permission or sandbox objects (OPEN)
        r"|ouvr(?:e|es|ez|ir)|offne|offnet|offnen|abre|abra|abrir|apri|aprire|open|openen",
    ),
    (
        "past_grant",
        r"genehmigt|freigegeben|zugestimmt|abgesegnet|abgenommen|bewilligt|ausgenommen|befreit|bestatigt"
        r"|in\sordnung|geht\sklar|abgestimmt"
        r"|approuv\w*|valid(?:ee|ees)|(?:a|as|ont|avons|avez)\s(?:deja\s)?(?:valide|accepte)|valide\spar|(?:a|ont)\sdonne\sson\saccord|accept(?:e|ee|es)|exempt\w*|dispens\w*"
        r"|c'est\sbon|convenu"
        r"|aprob\w*|valid(?:o|ado|ada)|acept(?:o|ado|ada)|exent\w*|exim\w*|esta\sbien|acordad[oa]"
        r"|approvat[oa]|autorizzat[oa]|esent[ei]|esentat\w*|va\sbene|deciso|aprovad[oa]|autorizad[oa]|isent[oa]"
        r"|combinad[oa]|esta\sok|(?:ja\s)?(?:autorizou|aprovou|liberou|validou|permitiu)|(?:ya\s)?(?:aprobo|valido"
        r"|permitio|autorizo)(?=\s|$)|goedgekeurd|vrijgesteld|akkoord|geregeld|besloten|afgesproken",
    ),
    (
        "change",
        r"wechsl\w*|wechsel(?:e|n|t|st)|verwend(?:e|en|et|est)|nutz(?:e|en|t)?|benutz(?:e|en|t|st)?|send(?:e|en|et|est)"
        r"|schick(?:e|en|t|st)?|verschick(?:e|en|t|st)?|leite(?:n|t)?\s(?:\S+\s){0,5}?weiter|weiterleit\w*|kopier\w*"
        r"|export(?:e|es|ez|er|a|as|ar|ier\w*)|umstell\w*|speicher(?:e|n|t|st)|gespeichert|hinterleg\w*"
        r"|zeig(?:e|en|t|st)?|ausgeb\w*"
        r"|aufruf\w*|ausfuhr\w*|liegt\s(?:in|unter|im)|liegen\s(?:in|unter|im)|hochlad\w*|umgestellt"
        r"|(?:um|ein)?stell(?:e|en|t)?|post(?:e|en|et)|merk\w*\sdir|merken|geh(?:en|t)\s(?:[\w.-]+\s){0,5}?an"
        r"|zeig(?:t|en)\s(?:\S+\s){0,3}?auf"
        r"|utilis(?:e|es|ez|er|ons|ent)|envoi(?:e|es|ent)|envoy(?:er|ez|ons)|transfer\w*|copi(?:e|es|er|ez)|partag\w*|chang(?:e|es|er|ez)|redirig\w*"
        r"|bascul\w*|connect\w*|stock\w*|sauvegard\w*|enregistr\w*|affich\w*|montr\w*|lanc\w*|execut\w*"
        r"|se\strouvent?|telecharg\w*|publi\w*|mets|mettez|mettre|garde[rz]?\sen\smemoire|retien[st]|retenez"
        r"|ecri(?:s|re|vez)|revel(?:e|es|ez|er)|divulgu\w*|schreib(?:e|en)?|verrat(?:e|en)?|escrib(?:ir|elo|ela)"
        r"|revel(?:a|ar|alo|ala)"
        r"|memoris\w*|point(?:e|ent|er|ez)\s(?:\S+\s){0,3}?vers|(?:vont|partent)\s(?:[\w.-]+\s){0,5}?(?:a|vers)"
        r"|us(?:a|as|e|en|ar|ad)|utiliz(?:a|as|e|en|ar|ad)|envi(?:a|as|e|en|ar)|mand(?:a|as|e|en|ar|alas|alos)|reenvi\w*"
        r"|copi(?:a|as|ar)|compart\w*|cambi(?:a|as|e|en|ar)|conect\w*|guard(?:a|as|ar|e)|almacen\w*|muestr\w*"
        r"|mostr\w*|ejecut\w*|lanz\w*|se\sencuentra|sub(?:e|es|ir|an)|us(?:alo|ala|alos|alas)|guard(?:ala|alo|alas|alos)"
        r"|pon(?:er|lo|la|gas)?|recuerda|apunt(?:a|ar|an)\s(?:\S+\s){0,3}?a|(?:van|salen)\s(?:[\w.-]+\s){0,5}?(?:a|hacia)"
        r"|usa|usare|utilizz\w*|invia|inviare|manda|mandare|inoltr\w*|copia|copiare|condividi|condividere|cambia"
        r"|cambiare|esporta|esportare|salva|salvare|memorizz\w*|mostra|mostrare|esegui|eseguire|carica|caricare"
        r"|leggi|leggere|encaminh\w*|compartilh\w*|partilh\w*|muda|mudar|alter(?:a|ar|e)|salv(?:a|ar|e)|mostre"
        r"|execut(?:a|ar|e)|carreg(?:a|ar|ue)|aponte|apontar|ler|leia|gebruik\w*|stuur|sturen|verstuur\w*"
        r"|verzend\w*|doorsturen|kopieer\w*|deel|delen|wijzig\w*|verander\w*"
        r"|pas(?=\s(?:\S+\s){0,4}?aan\b)|aanpassen|exporteer\w*|sla(?=\s(?:\S+\s){0,4}?op\b)|opslaan|toon|tonen"
        r"|voer(?=\s(?:\S+\s){0,4}?uit\b)|uitvoeren|lees|lezen|staat\s(?:in|op)",
    ),
    (
        "bypass",
        r"uberspring\w*|ubersprung\w*|umgeh\w*|ignorier\w*|deaktivier\w*|abschalt\w*|abgeschaltet|ausschalt\w*"
        r"|ausgeschaltet|ohne\s(?:\w+\s){0,2}(?:ruckfrage|bestatigung|genehmigung|prufung|freigabe|nachfrage"
        r"|zustimmung|review|zu\sfragen|nachzufragen|ruckzufragen|ticket)|entfall\w*|wegfall\w*|fall(?:t|en)\s(?:\S+\s){0,2}?weg"
        r"|gilt\s(?:\S+\s){0,4}?nicht\smehr|nicht\smehr\sverpflichtet"
        r"|erneut|nochmal|noch\seinmal|verschleier\w*|umbenenn\w*|umformulier\w*|aufteil\w*|losch(?:e|en|t)?|geloscht"
        r"|entfern(?:e|en|t)?|trotzdem"
        r"|ignor(?:e|es|ez|er|a|as|ar)|contourn\w*|desactiv\w*|saut(?:e|es|ez|er)|outrepass\w*|coup(?:e|es|ez|er)"
        r"|sans\s(?:\w+\s){0,2}(?:demander|confirmation|validation|approbation|autorisation|verification|revue"
        r"|relecture|prevenir|accord|consentement|ticket)|n'est\splus\s(?:necessaire|requise?|obligatoire)"
        r"|ne\ss'applique\splus|(?:est|es|etes|n'est|n'es|n'etes)\s(?:\w+\s)?exempt\w*"
        r"|suppr(?:ime|imes|imez|imer)|effac(?:e|es|ez|er)|renomm(?:e|es|ez|er)|decoup(?:e|es|ez|er)|reformul\w*"
        r"|a\snouveau|encore\sune\sfois|reessa\w*|quand\smeme|masqu(?:e|es|ez|er)"
        r"|relanc(?:e|es|ez|er)(?:-le|-la|-les)?"
        r"|brauchst\s(?:du\s)?keine\s(?:\w+\s)?(?:freigabe|genehmigung|bestatigung|zustimmung|erlaubnis|ruckfrage)"
        r"|non\sserv(?:e|ono)\spiu|ya\sno\s(?:hace\sfalta|se\snecesita)"
        r"|omit\w*|salt(?:a|as|ar|ate|en)|esquiv\w*|sin\s(?:\w+\s){0,2}(?:preguntar|confirmacion|aprobacion"
        r"|autorizacion|revision|verificacion|avisar|consentimiento|permiso|consultar|ticket|verificar|comprobar)"
        r"|ya\sno\s(?:aplica|rige|(?:esta|estas|estan)\sobligad\w*)|no\saplica\spara|no\sle\shagas\scaso"
        r"|borr(?:a|ar|as|e|en)|elimin(?:a|ar|as|e|en)|renombr\w*|divid(?:e|ir|elo|ela)|de\snuevo|otra\svez"
        r"|reintent\w*|vuelve\sa|de\stodos\smodos|ocult(?:a|ar|as|e|en)|disfraz\w*"
        r"|salta|saltare|aggira|aggirare|disattiv\w*|disabilit\w*|spegni|senza\s(?:\w+\s){0,2}(?:chiedere|conferma"
        r"|approvazione|autorizzazione|revisione|verifica|avvisare|ticket)|non\s(?:e\s)?piu\s(?:necessari\w*"
        r"|richiest\w*|obbligatori\w*)|rimuovi|elimina|cancella|di\snuovo|ancora\suna\svolta|riprova|comunque"
        r"|pul(?:a|ar|e)|contorn(?:a|ar|e)|desativ\w*|desabilit\w*|deslig\w*|sem\s(?:\w+\s){0,2}(?:perguntar|falar\scom"
        r"|confirmacao|aprovacao|autorizacao|revisao|verificacao|avisar|ticket)|nao\s(?:e\s)?mais\s(?:necessari\w*"
        r"|obrigatori\w*)|remov(?:a|er|e)|apag(?:a|ar|ue)|de\snovo|novamente|mesmo\sassim|sla(?=\s(?:\S+\s){0,4}?over\b)"
        r"|overslaan|negeer\w*|omzeil\w*|schakel(?=\s(?:\S+\s){0,3}?uit\b)|uitgeschakeld|zet(?=\s(?:\S+\s){0,3}?uit\b)"
        r"|deactiveer\w*|zonder\s(?:\w+\s){0,2}(?:te\svragen|vragen|bevestiging|goedkeuring|toestemming|review"
        r"|controle|te\scontroleren)|niet\smeer\s(?:nodig|verplicht)|verwijder\w*|opnieuw|nogmaals"
        r"|(?:hai|ha)\spiu\sbisogno|(?:nao\s)?precisa\smais|hoeft\s(?:\S+\s){0,3}?niet\s(?:meer\s)?"
        # no need to ask, wait, confirm... (not "no need to keep it")
        r"|(?:no\shace\sfalta|no\ses\snecesari\w*|no\snecesitas|ya\sno\sse\snecesita|ya\sno\srequiere"
        r"|pas\sbesoin|plus\sbesoin|pas\sla\speine|inutile|nicht\s(?:mehr\s)?(?:notig|erforderlich|notwendig)"
        r"|brauchst\s(?:\w+\s){0,3}nicht|musst\s(?:\w+\s){0,3}nicht(?:\smehr)?|keine\snotwendigkeit)"
        r"\s(?:de\s|d'|zu\s|que\s|mehr\s|el\s|la\s|un\s|une\s|ein\s|eine\s|einen\s)?(?:\w+\s)?"
        r"(?:preguntar|pedir|esperar|confirmar|revisar|aprobar|avisar|consultar|registrar|notificar|ticket|revision"
        r"|confirmes|preguntes|pidas|esperes|revises|avises|consultes"
        r"|aprobacion|confirmacion|permiso|demander|attendre|confirmer|valider|verifier|prevenir|passer\spar|creer"
        r"|ticket|validation|approbation|fragen|nachzufragen|nachfragen|zu\sfragen|warten|abzuwarten|bestatigen"
        r"|prufen|melden|genehmigen|freigabe|ticket|antrag|review)",
    ),
)

# Modal verbs that grant when the agent is their subject ("der Bot darf", "tu peux", "puedes"):
# elsewhere they are everyday grammar ("damit wir prüfen können", "el usuario podrá").
MODAL = re.compile(
    r"(?<![\w.-])(?:darf|darfst|durfen|durft|kann|kannst|konnen|peut|peux|pouvez|peuvent|pourra|pourras"
    r"|puede|puedes|pueden|podra|podras|podes|puoi|puo|possono|potrai|pode|podem|podera|mag|mogen|kan|kunt"
    r"|kunnen)(?![\w-])"
)
MODAL_REACH = 4  # words between the modal and the agent

# A retry ("erneut", "de nuevo") is a bypass only after a refusal or a detection, as in English.
RETRY = re.compile(
    r"erneut|nochmal|noch\seinmal|a\snouveau|encore\sune\sfois|reessa\w*|de\snuevo|otra\svez|reintent\w*|vuelve\sa"
    r"|di\snuovo|ancora\suna\svolta|riprova|de\snovo|novamente|opnieuw|nogmaals|relanc(?:e|es|ez|er)(?:-le|-la|-les)?"
)
REFUSAL = re.compile(
    r"\b(?:blockiert\w*|abgelehnt|verweigert|gesperrt|fehlgeschlagen|scheitert|fehler\w*|bloqu\w*|refus\w*"
    r"|rejet\w*|echou\w*|erreur\w*|rechaz\w*|deneg\w*|fall(?:a|o|e|an)|error\w*|signal\w*|detect\w*"
    r"|erkannt|markiert|marque\w*|marca\w*|bloccat\w*|rifiutat\w*|fallit\w*|errore|bloquead\w*|recusad\w*"
    r"|falh\w*|erro|geblokkeerd|geweigerd|mislukt|fout)\b"
)

# A past passive ("weil er schon benutzt wurde", "qui a été utilisé"): a state, not an instruction.
PAST_PASSIVE_AFTER = re.compile(r"\s(?:wurde|wurden|worden|war|waren)\b")
PAST_PASSIVE_BEFORE = re.compile(
    r"\b(?:wurde|wurden|worden|a\sete|ont\sete|avait\sete|fue|fueron|ha\sido|han\sido|etre|ete|est|sont"
    r"|couramment|souvent|largement|deja)\s$"
)

# A negation: an action a few words after or before it, in the same part of a clause, is a
# restriction ("ne partage jamais tes mots de passe", "darf ... nicht", "no compartas contraseñas").
NEGATION = re.compile(
    r"\b(?:nicht|nie|niemals|kein\w*|keinesfalls|verboten|untersagt|ne|pas|non|jamais|aucun\w*|interdit\w*"
    r"|no|nunca|jamas|ningun\w*|prohibid\w*|mai|nessun\w*|vietat\w*|nao|nenhum\w*|proibid\w*|niet|nooit|geen"
    r"|verboden)(?![\w'])|\bn'"
)
NEGATION_BEFORE = 8  # words from a negation to the action after it ("möchte nie ... hören, ... zu speichern")
NEGATION_AFTER = 3  # words from an action to the negation after it ("darf ... nicht", "partage pas")

# A part of a clause that restricts as a whole: a requirement of someone's approval ("il faut une
# demande validée par le manager", "braucht eine Freigabe", "se necesita aprobación"), an outright
# prohibition, or a request that was refused.
PART_RESTRICTION = re.compile(
    r"\b(?:il\sfaut|faut|necessite\w*|requiert|exige\w*|muss|mussen|braucht|benotigt|erfordert|hay\sque"
    r"|se\snecesita|requiere\w*|necesita\w*)\b(?:\s\S+){0,6}?\s(?:une?\s|eine?n?\s|una?\s)?(?:demande|ticket"
    r"|validation|approbation|accord|autorisation|antrag|genehmigung|freigabe|zustimmung|solicitud|aprobacion"
    r"|autorizacion|visto\sbueno|permiso|revision|revue|review|prufung|validacion|approvazione|autorizzazione"
    r"|richiesta|revisione|aprovacao|autorizacao|pedido|revisao|goedkeuring|toestemming|aanvraag)\b"
    r"|\b(?:serve|servono|richiede|richiedono|occorre|precisa|precisam|requer|vereist|nodig)\b(?:\s\S+){0,6}?\s"
    r"(?:una?\s|um\s|uma\s|een\s)?(?:approvazione|autorizzazione|ticket|richiesta|revisione|aprovacao|autorizacao"
    r"|pedido|revisao|goedkeuring|toestemming|aanvraag|review)\b"
    # a prohibition of the whole part ("auf keinen Fall ... kopieren", "il est interdit de ...")
    r"|\b(?:auf\skeinen\sfall|keinesfalls|verboten|untersagt|en\saucun\scas|sous\saucun\spretexte|interdit\w*"
    r"|n'est\spas\squestion|hors\sde\squestion|kommt\snicht\sin\sfrage|ni\shablar|fuori\sdiscussione|nem\spensar"
    r"|bajo\sningun\sconcepto|de\sninguna\smanera|en\sningun\scaso|prohibid\w*|in\snessun\scaso|vietat\w*"
    r"|em\shipotese\salguma|de\sforma\salguma|proibid\w*|in\sgeen\sgeval|absoluut\sniet|verboden)\b"
    r"|\b(?:a\sete|ont\sete|wurde|wurden|fue|fueron|ha\sido|han\sido)\s(?:\w+\s)?(?:refus\w*|rejet\w*"
    r"|abgelehnt|verweigert|rechazad\w*|denegad\w*)"
    r"|\b(?:e\sstat[oa]|sono\sstat[ei]|foi|foram|is|werd|werden)\s(?:\w+\s)?(?:rifiutat\w*|respint\w*|recusad\w*"
    r"|negad\w*|afgewezen|geweigerd)"
    # what a phishing mail asked for ("un mail de phishing qui me demandait de désactiver ...")
    r"|\b(?:phishing|hameconnage|estafa|truffa|golpe|betrug\w*|oplichting)\b(?:\s\S+){0,4}?\s(?:qui\s)?(?:me\s|mir\s|mi\s"
    r"|me\s)?(?:demandait|demande|pedia|pide|chiedeva|chiede|verlangte|forderte|vroeg|pediu)\b"
    # an act named a mistake ("desligar o log de auditoria foi um erro")
    r"|\b(?:foi|fue|fut|etait|a\sete|war|e\sstato|was)\s(?:um|un|une|uno|una|ein|een)\s(?:grave\s|grande\s|grosse\s)?"
    r"(?:erro|error|erreur|errore|fehler|fout)\b"
)
# The person writing does it ("j'utilise KeePassXC pour mes mots de passe", "ich nutze"): a fact
# about them, not an instruction to the agent.
FIRST_PERSON = re.compile(r"(?:\bj'|\b(?:je|ich|yo|nous|wir|io|eu|ik|noi|nos|wij)\s)(?:\w+\s)?$")
# Changing or rotating a credential is not handing it over ("la cambia recepción cada lunes").
CHANGING = re.compile(
    r"cambi(?:a|as|e|en|ar)|chang(?:e|es|er|ez)|wechsl\w*|wechsel(?:e|n|t|st)|(?:um)?stell(?:e|en|t)?|cambiare"
    r"|muda|mudar|alter(?:a|ar|e)|wijzig\w*|verander\w*"
)

# Verbs that remove or switch off: of a restriction they widen, of anything else they narrow
# (authority._restriction, as in English)
DESTROYING = re.compile(
    r"deaktivier\w*|abschalt\w*|abgeschaltet|ausschalt\w*|ausgeschaltet|losch(?:e|en|t)?|geloscht|entfern(?:e|en|t)?"
    r"|desactiv\w*|suppr(?:ime|imes|imez|imer)|effac(?:e|es|ez|er)|coup(?:e|es|ez|er)|borr(?:a|ar|as|e|en)"
    r"|elimin(?:a|ar|as|e|en)|disattiv\w*|disabilit\w*|spegni|rimuovi|elimina|cancella|desativ\w*|desabilit\w*"
    r"|deslig\w*|remov(?:a|er|e)|apag(?:a|ar|ue)|schakel|uitgeschakeld|zet"
    r"|deactiveer\w*|verwijder\w*"
)

# Opening verbs open network, permission or sandbox objects, not a page or a file.
OPEN = re.compile(r"ouvr(?:e|es|ez|ir)|offne|offnet|offnen|abre|abra|abrir|apri|aprire|open|openen")
# Verbs that send something to a destination; a link's target ("<a href=...>") is otherwise cited.
SENDING = re.compile(
    r"send\w*|schick\w*|verschick\w*|weiterleit\w*|teil(?:e|en|t)|hochlad\w*|export\w*|envoi\w*|envoy\w*"
    r"|transfer\w*|partag\w*|redirig\w*|envi\w*|mand\w*|reenvi\w*|compart\w*|sub(?:e|es|ir|an)|invia\w*"
    r"|inoltr\w*|condivid\w*|carica\w*|encaminh\w*|compartilh\w*|partilh\w*|stuur\w*|verstuur\w*|verzend\w*"
    r"|doorsturen|deel|delen"
)

# Bypass verbs with no everyday reading, which address the agent when they open a part of a
# clause, as an imperative ("Désactive le pare-feu ...", "Überspring die Prüfung", "Omite la revisión").
IMPERATIVE_BYPASS = re.compile(
    r"[\W\d]*(?:(?:bitte|einfach|immer|dann|juste|toujours|alors|simplemente|siempre|luego|pode|podes|puede|puedes"
    r"|puoi|peux|darfst|mag\sje|je\smag|je\skunt|kun\sje|gerust)\s)*"
    r"(?:uberspring|umgeh|ignorier|deaktivier|schalt|desactiv|contourn|ignor|saut|outrepass|omit|salt|esquiv"
    r"|aggira|disattiv|disabilit|pul|desativ|desabilit|sla|negeer|omzeil)"
)

# Only someone named holds the power ("nur das Plattform-Team darf", "seule l'équipe sécurité
# peut", "solo el equipo de plataforma puede"): a restriction, unless the agent is the one named.
ONLY = re.compile(
    r"\b(?:nur|ausschliesslich|allein|seul\w*|uniquement|exclusivement|solo|solamente|unicamente"
    r"|exclusivamente|soltanto|apenas|somente|alleen|uitsluitend)\b"
)
# What a person of the writer's holds ("mi jefa, Lucía, tiene permisos de administradora", "meine
# Kollegin hat Admin-Rechte"): a fact about them (the caller checks that no agent is named)
HOLDER = re.compile(
    r"[\W\d]*(?:mi|mis|mein|meine|meinem|meinen|meiner|mon|ma|mes|il\smio|la\smia|i\smiei|le\smie|o\smeu|a\sminha"
    r"|os\smeus|as\sminhas|mijn|notre|nos|nuestr[oa]s?|unser\w*|onze)\s(?:jef[ea]s?|chef\w*|manager\w*|gerente"
    r"|colleg\w*|companer[oa]s?|kolleg\w*|colega|vorgesetzt\w*|boss|patron\w*|responsable|responsabile"
    r"|leidinggevende|baas|marido|mujer|esposa|esposo|mann|frau|femme|mari|moglie|marito|padre|madre|vater|mutter"
    r"|pere|mere|hermano|hermana|bruder|schwester|frere|soeur|amig[oa]s?|freund\w*|ami|amie|amico|amica|pai|mae"
    r"|irmao|irma|socio|socia|partner\w*|contable|buchhalter\w*|comptable|commercialista|contabilista)\b"
)
# "solo puedes ver ...", "du darfst nur ...": the agent may only do this, a restriction (not "solo
# tú puedes", only the agent may)
ONLY_AS_LIMIT = re.compile(
    r"\b(?:solo|solamente|seulement|soltanto|apenas|somente|alleen)\s(?:puedes|podeis|puede|peux|pouvez|puoi|potete"
    r"|podes|pode|kunt|kan|mag)\b|\b(?:darfst|kannst|darf|kann|mag|kunt|kan)\s(?:\w+\s)?(?:nur|alleen)\b"
    r"|\b(?:tu\sne\speux|vous\sne\spouvez)\s(?:\w+\s){0,3}?que\b"
)
# A participle read as an adjective before a copula ("el proveedor de modelos aprobado es el gateway
# interno"): which one is meant, not a claim that someone approved (not German or Dutch, whose
# subordinate clauses end on the verb: "weil es genehmigt ist")
COPULA_AFTER = re.compile(r"\s(?:es|est|son|sont|sono|sao|era|fue|etait)\b")
# A condition that opens a clause ("si je ne réponds pas dans l'heure, ..."): its negations end at
# its comma
CONDITION_LEAD = re.compile(r"[\W\d]*(?:si|wenn|falls|cuando|quand|lorsque|se|als|indien|caso|qualora)\b")
# Where one part of a compound clause ends.
SUBCLAUSE_END = re.compile(
    r",\s(?:und|aber|doch|et|mais|y|pero|o|oder|ou|e|ma|mas|maar|en|of)\s|;\s|\s(?:aber|mais|pero|sondern|sino|ma"
    r"|mas|maar)\s"
)


# Constructions that widen on their own, as authority._STANDALONE in English: something treated as
# already approved, no need to confirm before an act, a supervisor not consulted, a confirmation
# answered automatically.
STANDALONE: tuple[tuple[str, str], ...] = (
    (
        "control",
        r"\b(?:considere[rz]?|traite[rz]?|behandle|betrachte|considera|trata|tratta|considere|trate|beschouw|behandel)"
        r"\s(?:\S+\s){0,10}?(?:comme|als|como|come)\s(?:deja\s|bereits\s|schon\s|ya\s|gia\s|ja\s|al\s)?(?:pre-?)?"
        r"(?:valid\w*|approuv\w*|autoris\w*|genehmigt|freigegeben|aprobad\w*|autorizad\w*|approvat\w*|autorizzat\w*"
        r"|aprovad\w*|goedgekeurd)"
        r"|\b(?:no\shace\sfalta|no\snecesitas|pas\sbesoin|plus\sbesoin|nicht\s(?:mehr\s)?notig|brauchst\s(?:\w+\s){0,3}nicht"
        r"|non\sserve(?:\spiu)?|nao\sprecisa(?:s)?(?:\smais)?|hoeft\s(?:\w+\s){0,3}niet(?:\smeer)?)\s(?:\w+\s){0,3}?"
        r"(?:confirm\w*|pregunt\w*|demander|fragen|chiedere|perguntar|vragen|bestatig\w*|conferm\w*)\s(?:\w+\s){0,2}?"
        r"(?:antes|avant|bevor|vorher|prima|voordat)\b"
        r"|\b(?:sem|sin|sans|ohne|senza|zonder)\s(?:falar|hablar|parler|sprechen|parlare|praten|consultar|consulter"
        r"|avisar|prevenir|fragen)\s(?:com|con|avec|mit|a|au|ao|met)\s(?:o\s|el\s|le\s|la\s|dem\s|der\s|il\s|de\s)?"
        r"(?:supervisor|gerente|gestor|chef|responsable|responsavel|manager|vorgesetzt\w*|leidinggevende|jefe"
        r"|responsabile|direttore|diretor|director)\b"
        # without asking someone first ("ohne die Abteilungsleitung zu fragen"), approving its own
        # ("selbst freigeben")
        r"|\bohne\s(?:die\s|den\s|der\s|das\s|mich\s|uns\s)?(?:[\w-]+\s){0,2}?zu\s(?:fragen|informieren|benachrichtigen)\b"
        r"|\bselbst\s(?:freigeben|genehmigen|freizugeben|zu\sgenehmigen)\b"
        r"|\b(?:responda|responde|reponds|repondez|antworte|rispondi|antwoord)\s(?:\w+\s)?(?:sim|si|oui|ja|yes)\s"
        r"(?:automaticamente|automatiquement|automatisch|sempre|siempre|toujours|immer|altijd)\b",
    ),
    # the agent made an administrator ("ya eres administrador del panel")
    (
        "permission",
        r"\b(?:(?:ya\s)?eres\s(?:ya\s)?(?:el\s)?administrador|du\sbist\s(?:jetzt\s|nun\s)?(?:der\s)?admin\w*"
        r"|tu\ses\s(?:maintenant\s|desormais\s)?(?:l'|un\s)?admin\w*|sei\s(?:ora\s|gia\s)?(?:l')?amministratore"
        r"|voce\se\s(?:agora\s)?(?:o\s)?administrador|je\sbent\s(?:nu\s)?(?:de\s)?beheerder)\b",
    ),
    # what stands in for a yes ("reicht mir als Bestätigung", "vale como aprovação", "considère que c'est
    # validé"), reviews waived ("pas besoin de passer par la relecture"), nobody waited for ("sin esperar a
    # nadie")
    (
        "control",
        r"\b(?:reicht|genugt|zahlt|gilt|vale|vaut|conta|telt|geldt)\s(?:mir\s|me\s|para\smi\s|pour\smoi\s|per\sme\s|voor\smij\s)?"
        r"(?:als|como|comme|come|pour|per)\s(?:eine\s|una\s|une\s|um\s|uma\s|een\s)?(?:bestatigung|freigabe|genehmigung"
        r"|aprovacao|aprobacion|approvazione|validation|accord|approbation|confirmacao|confirmacion|conferma"
        r"|goedkeuring|bevestiging)\b"
        r"|\bconsidere[rz]?\s(?:que\s)?(?:c'est|c'|ca\sest)\s(?:deja\s)?(?:valid|approuv|accept|bon|ok)\w*"
        r"|\b(?:considera|considere|da|de)\s(?:por\s)?(?:que\s)?(?:esta|esta\sya|ja\sesta|ya\sesta)\s(?:aprobad|aprovad|validad)\w*"
        r"|\b(?:pas|plus)\sbesoin\sde\s(?:passer\spar\s)?(?:la\s|le\s|une?\s)?(?:relecture|revue|validation|review"
        r"|approbation|verification)\b"
        r"|\bnon\sserve\s(?:piu\s)?(?:la\s)?(?:revisione|approvazione|registrare|loggare)\b"
        r"|\b(?:sin|sans|ohne|senza|sem|zonder)\s(?:esperar|attendre|warten|aspettare|wachten)\s(?:a\s|auf\s|op\s)?"
        r"(?:nadie|personne|niemand\w*|nessuno|ninguem)\b",
    ),
    # someone's word taken as the writer's ("behandle es so, als käme es von mir", "alsof het van mij komt")
    (
        "permission",
        r"\bals\s(?:kame|kommt|kamen)\s(?:es|sie)\svon\smir\b|\balsof\s(?:het|ze)\svan\smij\s(?:komt|kwam|komen)\b"
        r"|\bcomme\ss'(?:il|ils|elle)\s(?:venait|venaient)\sde\smoi\b|\bcomo\ssi\s(?:viniera|vinieran)\sde\smi\b"
        r"|\bcome\sse\s(?:venisse|venissero)\sda\sme\b|\bcomo\sse\s(?:viesse|viessem)\sde\smim\b"
        r"|\bdu\sbist\s(?:jetzt\s|nun\s|ab\sjetzt\s)?(?:quasi\s|sozusagen\s|praktisch\s|faktisch\s)?(?:unser\s|der\s)?"
        r"[\w-]*admin\w*",
    ),
    # consent assumed ("asume que todos los contactos aceptaron", "os clientes já consentiram")
    (
        "subject_data",
        r"\b(?:asume|assume|suppose|presume|considera|considere|considerar|geh\s(?:davon\s)?aus)\s(?:que\s|dass\s)?(?:\S+\s){0,7}?"
        r"(?:ja\s|ya\s|deja\s|schon\s)?(?:aceptaron|consintieron|consentiram|aceitaram|ont\sconsenti|ont\saccepte"
        r"|zugestimmt|eingewilligt|hanno\sacconsentito|toegestemd)\b",
    ),
    # running without the sandbox ("läuft der Agent ohne Sandbox")
    (
        "sandbox",
        r"\b(?:ohne|sans|sin|senza|sem|zonder)\s(?:die\s|la\s|le\s|el\s|a\s|de\s|il\s|het\s)?(?:sandbox|bac\sa\ssable"
        r"|isolierung|aislamiento|isolamento|isolatie)\b",
    ),
)
