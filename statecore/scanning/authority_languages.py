"""The authority judge's reading of German, French and Spanish clauses.

The vocabulary of ``authority.py`` is English: its objects (tools, permissions, credentials...),
its actions (grant, claim a past grant, change, bypass) and its constructions (negation, who
holds a power). A memory written in another language names the same things in its own words
("Berechtigungen", "mot de passe", "sin preguntar"); technical names (URLs, ``snake_case`` tools,
``--force``, "api key") are the same in every language and stay the English vocabulary's.

Each clause is given a language by its function words (:func:`clause_language`): a clause with
at least two German, French or Spanish function words and more of them than English ones is
read with the tables below, every other clause as English. The three languages' tables are
read together: their words rarely collide with each other, where many collide with English
("red", "die", "usa").

The foreign reading is deliberately simpler than the English one: an action under a negation
anywhere in its part of the clause ("ne ... jamais", "nicht", "no") restricts, as does a part
that says only someone other than the agent holds the power ("nur das Plattform-Team darf").
Italian, Portuguese, Dutch and other languages are read as English: their authority words are
not known, so such a memory is judged by the heads alone (``scanner.head_hold``).

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
        " unsere unser sie ab einfach damit weil hier unten wie sein seine"
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
}
_ENGLISH = _words(
    "the and is of to for with on you your it this that be are not can should from by at or as if"
    " when all has have was were will would they we he she its their an i my me our please do does"
    " don' doesn' use always never any"
)


def clause_language(clause: str) -> str:
    """``"de"``, ``"fr"``, ``"es"`` or ``"en"`` (English, or any language not read here)."""
    words = _WORD.findall(clause)
    if len(words) < 3:
        return "en"
    english = sum(1 for w in words if w in _ENGLISH)
    best, count = "en", 0
    for language, function_words in _FUNCTION_WORDS.items():
        hits = sum(1 for w in words if w in function_words)
        if hits > count:
            best, count = language, hits
    return best if count >= 2 and count > english else "en"


# --- objects: (category, strength, pattern), as authority.DEFAULT_TERMS -------------------------
FOREIGN_TERMS: tuple[tuple[str, str, str], ...] = (
    ("tool", "weak", r"werkzeug\w*|befehle?n?|kommandos?|outils?|commandes?|herramientas?|comandos?"),
    (
        "permission",
        "weak",
        r"berechtigung\w*|rechte|zugriff\w*|zugang\w*|rolle\w*|befugnis\w*|droits?|permissions?"
        r"|autorisations?|acces|roles?|privileges?|habilitations?|permisos?|derechos?|acceso|rol|privilegios?",
    ),
    (
        "permission",
        "strong",
        r"admin\w*rechte|administrator(?:en)?rechte|administrator(?:en)?rolle|adminrolle|projektadministrator\w*"
        r"|vollzugriff|schreibzugriff|schreibrechte|droits?\sd'?admin\w*|acces\sadmin\w*|acces\sen\secriture"
        r"|role\sd'?admin\w*|acceso\sde\s(?:administrador|escritura)|permisos?\sde\s(?:administrador|escritura)"
        r"|rol\sde\sadministrador",
    ),
    (
        "sandbox",
        "weak",
        r"conteneur|contenedor|bac\sa\ssable|entorno\saislado|isolierung|aislamiento",
    ),
    (
        "network",
        "weak",
        r"netzwerk\w*|internet\w*|firewall|pare-feu|cortafuegos|reseau\w*|red(?:es)?|trafic\ssortant"
        r"|trafico\ssaliente|ausgehende\w*\s(?:verkehr|verbindungen|zugriffe?)|connexions?\ssortantes?"
        r"|conexiones\ssalientes",
    ),
    (
        "network",
        "strong",
        r"netzwerkbeschrankung\w*|netzwerkrichtlinie\w*|firewall-?regeln|politique\sreseau|regles?\sdu\spare-feu"
        r"|politica\sde\sred|reglas\sdel\scortafuegos",
    ),
    (
        "model",
        "weak",
        r"modell\w*|modeles?|modelos?|endpunkt\w*|anbieter|fournisseur\w*|proveedor\w*|relais|passerelle|pasarela",
    ),
    (
        "model",
        "strong",
        r"modellanbieter|modell-?endpunkt|modellendpunkt|endpunkt\sdes\smodells|fournisseur\sde\smodeles?"
        r"|(?:endpoint|point\sde\sterminaison|url)\sdu\smodele|proveedor\sdel?\smodelos?|(?:endpoint|url)\sdel\smodelo",
    ),
    ("credential", "weak", r"schlussel\w*|cles?|claves?|tresor|coffre(?:-fort)?|boveda"),
    (
        "credential",
        "strong",
        r"passwort\w*|passworter|kennwort\w*|zugangsdaten|anmeldedaten|api-schlussel|geheimnis\w*"
        r"|mots?\sde\spasse|identifiants?|jetons?|cles?\s(?:d'?)?api|contrasenas?|credenciales?|claves?\s(?:de\s)?api"
        r"|secretos?",
    ),
    (
        "control",
        "weak",
        r"genehmigung\w*|freigabe\w*|prufung\w*|uberprufung\w*|bestatigung\w*|ruckfrage\w*|nachfrage|zustimmung"
        r"|richtlinie\w*|regeln|protokoll\w*|approbations?|verifications?|revue|relecture|journalisation"
        r"|politiques?|regles|filtres?|aprobacion\w*|revision\w*|verificacion\w*|confirmacion\w*|registros?"
        r"|politicas?|reglas|filtros?|consentimiento|validation",
    ),
    (
        "control",
        "strong",
        r"vier-augen-prinzip\w*|vier\saugen|audit\w*|protokollierung|prufprotokoll\w*|inhaltsfilter|dlp-?\w*"
        r"|escaner\sdlp|filtre\sde\scontenu|filtro\sde\scontenido|freigabeprozess\w*|genehmigungsprozess\w*"
        r"|processus\sd'?approbation|proceso\sde\saprobacion|ramas?\sprotegidas?|branches?\sprotegees?"
        r"|geschutzte\w*\sbranch\w*|code-?review\w*|revision\sde\scodigo|revue\sde\scode",
    ),
    (
        "subject_data",
        "strong",
        r"(?:andere|anderen|anderer|alle|allen|aller|samtliche\w*|fremde\w*)\s(?:\w+\s)?(?:nutzer\w*|benutzer\w*"
        r"|kunden\w*|mitglieder\w*|mandanten\w*|mitarbeiter\w*|patienten\w*)"
        r"|(?:autres?|tous\sles|toutes\sles|n'importe\squel(?:le)?s?)\s(?:\w+\s)?(?:utilisateurs?|clients?"
        r"|membres?|locataires?|employes?|patients?)"
        r"|(?:otros?|otras?|todos\slos|todas\slas|cualquier|cualquiera\sde\slos)\s(?:\w+\s)?(?:usuarios?"
        r"|clientes?|miembros?|inquilinos?|empleados?|pacientes?)"
        r"|produktionsdaten|donnees\sde\sproduction|datos\sde\sproduccion|exports?\sclients?",
    ),
    ("destination", "weak", r"server|serveur|servidor"),
    (
        "destination",
        "strong",
        r"externe\w*\s(?:server|adresse|e-mail|dienst\w*|endpunkt\w*|postfach)|serveurs?\sexternes?"
        r"|adresses?\sexternes?|servidor(?:es)?\sextern[oa]s?|direccion(?:es)?\sextern[oa]s?"
        r"|privat\w*\s(?:e-mail|adresse|konto|postfach)|adresse\spersonnelle|boite\spersonnelle"
        r"|correo\spersonal|cuenta\spersonal",
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
    r"|passwort\s(?:andern|zurucksetzen)|passwortanderung|passwort-?zurucksetzung)\b"
)

# The agent, or the reader addressed in the second person.
AGENT = re.compile(
    r"\b(?:assistent\w*|agent\w*|bot\w*|ki|ia|asistente\w*|assistant\w*|du|dich|dir|dein\w*|euch|tu|toi|te"
    r"|t'|ton|ta|tes|vous|votre|vos|ti|tus|usted\w*|contigo|tienes|puedes|peux|darfst|kannst|musst)(?![\w-])"
)

# Words that make a weak object an authority one ("voller Zugriff", "acceso total").
MODIFIER = re.compile(
    r"\b(?:uneingeschrankt\w*|unbeschrankt\w*|voll(?:e|en|er|es|standig\w*)?|komplett\w*|admin\w*"
    r"|produktiv\w*|schreib\w*|illimite\w*|total(?:e|es|a|as)?|complet(?:e|es|o|a)?|ecriture|production"
    r"|ilimitad\w*|escritura|produccion|extern\w*|root|sudo)\b"
)

# --- actions --------------------------------------------------------------------------------
ACTIONS: tuple[tuple[str, str], ...] = (
    (
        "grant",
        r"erlaub\w*|gestatt\w*|zugewiesen|zuweis\w*|erteil\w*"
        r"|gewahr\w*|vergeb\w*|vergab|verlieh\w*|verleih\w*|aktivier\w*|freischalt\w*|freigeschaltet|erweiter\w*"
        r"|gelockert|lockere?\w*|geoffnet|bekommt|bekommst|erhalt|erhaltst|befugt|berechtigt"
        r"|autoris\w*|permet\w*|permis|accord(?:e|es|ee|ees|er|ez)"
        r"|donn(?:e|es|ee|ees|ez|er)|attribu\w*|octroy\w*|activ(?:e|es|ee|ees|er|ez)|elargi\w*|assoupli\w*"
        r"|ouvert\w*|debloqu\w*|(?:a|as|avez|ont)\sle\sdroit|habilit\w*|dispos(?:e|es|ez)\sde"
        r"|permit\w*|autoriz\w*|conced\w*|otorg\w*|asign\w*"
        r"|activ(?:a|as|ar|ado|ada|en)|ampli\w*|relaj\w*|abiert\w*|desbloque\w*"
        r"|tienes?\s(?:ya\s)?(?:permiso|acceso)|dispone\sde",
    ),
    (
        "past_grant",
        r"genehmigt|freigegeben|zugestimmt|abgesegnet|abgenommen|bewilligt|ausgenommen|befreit|bestatigt"
        r"|in\sordnung|geht\sklar|abgestimmt"
        r"|approuv\w*|valid(?:ee|ees)|(?:a|as|ont|avons|avez)\svalide|valide\spar|(?:a|ont)\sdonne\sson\saccord|accept(?:e|ee|es)|exempt\w*|dispens\w*"
        r"|c'est\sbon|convenu"
        r"|aprob\w*|valid(?:o|ado|ada)|acept(?:o|ado|ada)|exent\w*|exim\w*|esta\sbien|acordad[oa]",
    ),
    (
        "change",
        r"wechsl\w*|wechsel(?:e|n|t|st)|verwend(?:e|en|et|est)|nutz(?:e|en|t)?|benutz(?:e|en|t|st)?|send(?:e|en|et|est)"
        r"|schick(?:e|en|t|st)?|verschick(?:e|en|t|st)?|leite(?:n|t)?\s(?:\S+\s){0,5}?weiter|weiterleit\w*|kopier\w*"
        r"|export(?:e|es|ez|er|a|as|ar|ier\w*)|umstell\w*|speicher(?:e|n|t|st)|gespeichert|hinterleg\w*"
        r"|zeig(?:e|en|t|st)?|ausgeb\w*"
        r"|aufruf\w*|ausfuhr\w*|liegt\s(?:in|unter|im)|liegen\s(?:in|unter|im)|hochlad\w*"
        r"|utilis(?:e|es|ez|er|ons|ent)|envoi(?:e|es|ent)|envoy(?:er|ez|ons)|transfer\w*|copi(?:e|es|er|ez)|partag\w*|chang(?:e|es|er|ez)|redirig\w*"
        r"|bascul\w*|connect\w*|stock\w*|sauvegard\w*|enregistr\w*|affich\w*|montr\w*|lanc\w*|execut\w*"
        r"|se\strouvent?|telecharg\w*|publi\w*"
        r"|us(?:a|as|e|en|ar|ad)|utiliz(?:a|as|e|en|ar|ad)|envi(?:a|as|e|en|ar)|mand(?:a|as|e|en|ar|alas|alos)|reenvi\w*"
        r"|copi(?:a|as|ar)|compart\w*|cambi(?:a|as|e|en|ar)|conect\w*|guard(?:a|as|ar|e)|almacen\w*|muestr\w*"
        r"|mostr\w*|ejecut\w*|lanz\w*|se\sencuentra|sub(?:e|es|ir|an)",
    ),
    (
        "bypass",
        r"uberspring\w*|ubersprung\w*|umgeh\w*|ignorier\w*|deaktivier\w*|abschalt\w*|abgeschaltet|ausschalt\w*"
        r"|ausgeschaltet|ohne\s(?:\w+\s){0,2}(?:ruckfrage|bestatigung|genehmigung|prufung|freigabe|nachfrage"
        r"|zustimmung|review|zu\sfragen|nachzufragen|ruckzufragen)|entfall\w*|nicht\s(?:mehr\s)?(?:notig"
        r"|erforderlich|notwendig)|brauchst\s(?:\w+\s){0,3}nicht|musst\s(?:\w+\s){0,3}nicht|erneut|nochmal"
        r"|noch\seinmal|verschleier\w*|umbenenn\w*|aufteil\w*|losch\w*|entfern\w*|trotzdem"
        r"|ignor(?:e|es|ez|er|a|as|ar)|contourn\w*|desactiv\w*|saut(?:e|es|ez|er)|outrepass\w*"
        r"|sans\s(?:\w+\s){0,2}(?:demander|confirmation|validation|approbation|autorisation|verification|revue"
        r"|relecture|prevenir|accord|consentement)|n'est\splus\s(?:necessaire|requise?|obligatoire)|pas\sbesoin"
        r"|plus\sbesoin|inutile\sde|suppr\w*|effac\w*|renomm\w*|decoup\w*|a\snouveau|encore\sune\sfois"
        r"|reessa\w*|quand\smeme|masqu\w*"
        r"|omit\w*|salt(?:a|as|ar|ate|en)|esquiv\w*|sin\s(?:\w+\s){0,2}(?:preguntar|confirmacion|aprobacion"
        r"|autorizacion|revision|verificacion|avisar|consentimiento|permiso)|no\shace\sfalta"
        r"|no\ses\snecesari\w*|ya\sno\s(?:se\snecesita|requiere)|no\snecesitas|borr\w*|elimin\w*|renombr\w*"
        r"|divid\w*|de\snuevo|otra\svez|reintent\w*|vuelve\sa|de\stodos\smodos|ocult\w*|disfraz\w*",
    ),
)

# Modal verbs that grant when the agent is their subject ("der Bot darf", "tu peux", "puedes"):
# elsewhere they are everyday grammar ("damit wir prüfen können", "el usuario podrá").
MODAL = re.compile(
    r"(?<![\w.-])(?:darf|darfst|durfen|durft|kann|kannst|konnen|peut|peux|pouvez|peuvent|pourra|pourras"
    r"|puede|puedes|pueden|podra|podras|podes)(?![\w-])"
)
MODAL_REACH = 4  # words between the modal and the agent

# A retry ("erneut", "de nuevo") is a bypass only after a refusal or a detection, as in English.
RETRY = re.compile(
    r"erneut|nochmal|noch\seinmal|a\snouveau|encore\sune\sfois|reessa\w*|de\snuevo|otra\svez|reintent\w*|vuelve\sa"
)
REFUSAL = re.compile(
    r"\b(?:blockiert\w*|abgelehnt|verweigert|gesperrt|fehlgeschlagen|scheitert|fehler\w*|bloqu\w*|refus\w*"
    r"|rejet\w*|echou\w*|erreur\w*|rechaz\w*|deneg\w*|fall(?:a|o|e|an)|error\w*|signal\w*|detect\w*"
    r"|erkannt|markiert|marque\w*|marca\w*)\b"
)

# A past passive ("weil er schon benutzt wurde", "qui a été utilisé"): a state, not an instruction.
PAST_PASSIVE_AFTER = re.compile(r"\s(?:wurde|wurden|worden|war|waren)\b")
PAST_PASSIVE_BEFORE = re.compile(
    r"\b(?:wurde|wurden|worden|a\sete|ont\sete|avait\sete|fue|fueron|ha\sido|han\sido)\s$"
)

# A negation: an action in the same part of a clause is a restriction ("ne partage jamais tes
# mots de passe", "Passwörter dürfen nicht geteilt werden", "no compartas contraseñas").
NEGATION = re.compile(
    r"\b(?:nicht|nie|niemals|kein\w*|keinesfalls|verboten|untersagt|ne|n'|pas|non|jamais|aucun\w*|interdit\w*"
    r"|no|nunca|jamas|ningun\w*|prohibid\w*)(?![\w'])"
)
# Verbs that send something to a destination; a link's target ("<a href=...>") is otherwise cited.
SENDING = re.compile(
    r"send\w*|schick\w*|verschick\w*|weiterleit\w*|teil(?:e|en|t)|hochlad\w*|export\w*|envoi\w*|envoy\w*"
    r"|transfer\w*|partag\w*|redirig\w*|envi\w*|mand\w*|reenvi\w*|compart\w*|sub(?:e|es|ir|an)"
)

# Bypass verbs with no everyday reading, which address the agent when they open a part of a
# clause, as an imperative ("Désactive le pare-feu ...", "Überspring die Prüfung", "Omite la revisión").
IMPERATIVE_BYPASS = re.compile(
    r"[\W\d]*(?:(?:bitte|einfach|immer|dann|juste|toujours|alors|simplemente|siempre|luego)\s)*"
    r"(?:uberspring|umgeh|ignorier|deaktivier|schalt|desactiv|contourn|ignor|saut|outrepass|omit|salt|esquiv)"
)

# Only someone named holds the power ("nur das Plattform-Team darf", "seule l'équipe sécurité
# peut", "solo el equipo de plataforma puede"): a restriction, unless the agent is the one named.
ONLY = re.compile(
    r"\b(?:nur|ausschliesslich|allein|seul\w*|uniquement|exclusivement|solo|solamente|unicamente"
    r"|exclusivamente)\b"
)
# Where one part of a compound clause ends.
SUBCLAUSE_END = re.compile(
    r",\s(?:und|aber|doch|et|mais|y|pero|o|oder|ou)\s|;\s|\s(?:aber|mais|pero|sondern|sino)\s"
)
