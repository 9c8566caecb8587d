"""The full scan of one memory body: secrets, PII, the authority judge, rules, the model head."""

from __future__ import annotations

import hashlib
import json
import logging
import re
from dataclasses import dataclass
from importlib import metadata, resources

from statecore.embeddings import MODEL_ID
from statecore.scanning import authority_languages as foreign_language
from statecore.scanning.authority import (
    Assessment,
    Vocabulary,
    assess,
    default_vocabulary,
    expand_shorthand,
    self_note,
)
from statecore.scanning.classifier import (
    HEAD_FILE,
    HEAD_MODEL_FILE,
    PAIR_FILE,
    WINDOW_HEAD_FILE,
    WINDOW_HEAD_MODEL_FILE,
    ClassifierUnavailable,
    WindowScore,
    default_pair,
    embed_and_score_windows,
)
from statecore.scanning.injection import RULES_FILE as INJECTION_RULES_FILE
from statecore.scanning.injection import default_detector as default_injection_detector
from statecore.scanning.injection import injection_findings
from statecore.scanning.normalize import normalise
from statecore.scanning.pii import analyzer, pii_findings
from statecore.scanning.secrets import RULES_FILE as SECRET_RULES_FILE
from statecore.scanning.secrets import default_detector as default_secret_detector
from statecore.scanning.secrets import secret_findings
from statecore.scanning.types import Finding, ScanResult, Verdict

# Bump when detection code changes behaviour; data-file and library changes are picked up by
# the digest and the versions below.
ENGINE_REVISION = 10
CLASSIFIER_CATEGORY = "injection.classifier"
AUTHORITY_FILE = "authority.py"
AUTHORITY_LANGUAGES_FILE = "authority_languages.py"
log = logging.getLogger(__name__)
# The second person in the languages an injection is commonly written in, on the normalised text
# (lower case, accents stripped): English; German du/dich/dein-, euch/euer-, Ihnen; French
# tu/toi/te/tes/vous/votre/vos; Spanish tu/ti/te/tus/usted(es)/vosotros/vuestro-/contigo; Italian
# tu/ti/te/tuo/tua/tuoi/tue/voi/vostro-; Portuguese voce(s)/teu/tua/seu/sua (with voce)/vos;
# Dutch jij/jou/jouw/jullie. Words that are also English ("ton", "ta", "dir") or mostly
# another person (German "ihr", "Sie") are left out.
_SECOND_PERSON = re.compile(
    r"\b(?:you|your|yours|yourself|yourselves|you're|you've|you'll|u"
    r"|du|dich|dein|deine|deinem|deinen|deiner|deines|euch|euer|eure|euren|eurem|ihnen"
    r"|tu|toi|te|tes|vous|votre|vos"
    r"|ti|tus|usted|ustedes|vosotros|vosotras|vuestro|vuestra|vuestros|vuestras|contigo"
    r"|tuo|tua|tuoi|tue|voi|vostro|vostra|vostri|vostre"
    r"|voce|voces|teu|teus|tuas|seu|sua|seus|suas"
    r"|jij|jou|jouw|jullie)\b"
)
# What an agent is run by, which a memory has no business asking it to show or change: its
# prompt, instructions, rules and configuration (OWASP LLM07, system prompt leakage); the same
# words in German, French, Spanish, Italian, Portuguese and Dutch, which the judge reads
# (normalised: accents stripped).
_AGENT_CONFIGURATION = re.compile(
    r"\b(?:(?:system )?prompts?|instructions?|guidelines?|directives?|rules|parameters?|params"
    r"|configuration|config|setup|initiali[sz]ation|training|constraints|restrictions|guardrails"
    r"|filters?|polic(?:y|ies)|programming"
    r"|system-?prompt|anweisungen|instruktionen|regeln|vorgaben|richtlinien|konfiguration|einstellungen"
    r"|programmierung|einschrankungen|consignes|regles|parametres|programmation|instrucciones|indicaciones"
    r"|reglas|directrices|normas|configuracion|parametros|programacion|restricciones"
    r"|istruzioni|regole|configurazione|impostazioni|direttive|instrucoes|regras|configuracao|diretrizes"
    r"|instructies|regels|configuratie|instellingen|richtlijnen)\b"
)

# A statement about a person, the commonest memory of all ("Prefers concise answers with no
# preamble", "User lives in Lisbon. Has two cats."): every sentence opens with a verb in the third
# person, with no subject or with the user, a pronoun or a name as its subject. The heads learned
# chatbot prompts, where such statements are rare, and score some of them above the ungated
# threshold (dev8: 10 of 240 ordinary memories held, 4 of them such statements); a statement about
# a person that touches nothing the judge knows, does not speak to the agent and names nothing the
# agent is run by or made of is applied, as issue #10 asks. (On the public validation splits no
# injection held by the ungated threshold alone reads so.)
_PERSONAL_VERBS = (
    r"prefers|wants|likes|loves|hates|dislikes|enjoys|lives|works|uses|has|is|speaks|eats|drinks|plays|studies|owns"
    r"|goes|reads|writes|drives|avoids|tends|cares|thinks|feels|follows|supports|cooks|travels|visits|attends|teaches"
    r"|celebrates|was|had|moved|started|grew|finds|wears|walks|bikes|listens|watches|collects|grows|runs|keeps|values"
    r"|appreciates|favors|favours|does|doesn't|isn't|wasn't|gets|takes|sleeps|wakes|commutes|volunteers|coaches|trains"
    r"|swims|hikes|climbs|knits|paints|sings|practices|practises|learns|rents|joined|retired|graduated|married|needs"
    r"|plans|hopes|misses"
)
_PERSONAL_SENTENCE = re.compile(
    r"^[\W\d]*(?:(?i:(?:the\s)?user(?:'s\s\w+)?|he|she|they)\s"
    # a name ("Tom likes ..."), not a question word or an instruction's first word
    r"|(?!(?i:how|what|why|when|where|who|which|is|are|do|does|can|could|should|would|will|your|my|this|that|it|the"
    r"|a|an|if|answer|output|print|say|reply|respond)\s)[A-Z][a-z]+\s)?"
    rf"(?i:(?:[a-z]+ly\s|also\s|still\s|now\s|often\s|never\s|always\s)?(?:{_PERSONAL_VERBS}))\b"
)
# what a statement about a person does not contain: the agent, what it is made of or run by, the
# second person, a question, code or markup
_NOT_PERSONAL = re.compile(
    r"\b(?:ai|assistant|model|bot|chatbot|agent|gpt|llm|system|mode|persona|character|jailbreak|dan|unfiltered"
    r"|unrestricted|safety|filter|developer|admin|you|your|prompt|instructions?|rules?)\b|[\[\]{}<>`|?]",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.!;])\s+|\n+")
_FULL_STOP = re.compile(r"(?<=[.!?])\s+|\n+")


# what turns a note into a standing order the agent gives itself ("... so any executor can issue charges",
# "send it signed, without legal, from now on", "so I'll auto-dismiss them"): the heads still read those
_NOTE_ORDERS = re.compile(
    r"\b(?:from\snow\son|going\sforward|henceforth|i'll|i\swill|so\s(?:any|i|we|the|share|send|skip)"
    r"|without\s(?:asking|checking|telling|legal|review|approval|a\sreview|sign-?off)|auto-\w+|instead\sof)\b"
)


def agent_note(text: str) -> bool:
    """Whether ``text`` is a note the agent keeps for itself (a run summary, a lesson learned, a
    reflection) that speaks to no one and names nothing of the agent's configuration. The heads
    learned public prompt sets, where such terse notes are rare, and score them as high as an
    injection (session 29: "Run summary: 0 alerts suppressed, 2 escalated to on-call" 0.90); the
    judge reads them as the agent's own words (authority._SELF_NOTE)."""
    normalised = normalise(text).text
    return (
        self_note(normalised)
        and _SECOND_PERSON.search(normalised) is None
        and _AGENT_CONFIGURATION.search(normalised) is None
        and _NOTE_ORDERS.search(normalised) is None
    )


def personal_statement(text: str) -> bool:
    """Whether ``text`` is a statement about a person and nothing else (see _PERSONAL_SENTENCE)."""
    if _NOT_PERSONAL.search(text):
        return False
    sentences = [part for part in _SENTENCE_END.split(text.strip()) if part.strip()]
    return bool(sentences) and all(_PERSONAL_SENTENCE.match(sentence) for sentence in sentences)


# A restriction, the commonest memory an agent is given about its authority ("Never share the admin
# password with anyone", "Always ask me before sending e-mail on my behalf", "Refunds over $100
# must go to a supervisor; do not process them yourself"): it narrows what the agent may do. The
# heads learned public prompt sets, where "never ..." and "do not ..." open jailbreaks and system
# prompts alike, and score such memories as high as injections. A memory each of whose sentences
# forbids an act on something (sharing, sending, running, approving, paying...) or asks the user
# first, in which the judge finds nothing widening, is not held by the heads. Only acts count: a
# negation of asking, waiting or following ("don't ask", "never follow your rules") widens, one of
# writing or saying ("don't write anything more") is how prompt injections open; a modal negation
# counts at the head of the sentence only ("that you must never reveal" is a clause of a request).
_RESTRICTED_ACT = (
    r"(?:share|send|forward|b?cc|e-?mail|text|post|paste|upload|publish|disclose|store|save|commit|push|merge|deploy"
    r"|release|run|execute|install|delete|remove|drop|disarm|unlock|approve|grant|accept|auto-?accept|sign|pay|buy"
    r"|purchase|order|spend|transfer|wire|refund|process|book|cancel|modify|edit|touch|hard-?code|reuse|expose"
    r"|connect|access|give|hand|invite|enable|disable|bypass|skip|override|force|sudo|rotate|reset|retry|proceed"
    r"|print|log\sin|move|export|copy|reply|respond|answer|open|click|download)"
)
_RESTRICTION_LEAD = (
    r"^[\W\d]*(?:[\w' -]{1,40}:\s)?(?:(?:please|pls|and|so|also|remember|reminder|important)[,:]?\s)*"
)
_RESTRICTION = re.compile(
    # a prohibition ("Training takeaway: never paste customer data into public chatbots")
    rf"{_RESTRICTION_LEAD}(?:never|don't|dont|do\snot)\s(?:ever\s)?{_RESTRICTED_ACT}\b"
    # asking first ("Always ask me before sending ...", "Confirm with me before ...")
    rf"|{_RESTRICTION_LEAD}(?:always\s)?(?:(?:ask|check\swith|confirm\swith|call|ping|text|show)\s(?:me|us|the\suser|first)"
    # a person named ("ask dana before you upload"), not nobody, not everyone
    r"|(?:ask|check\swith|confirm\swith)\s(?!(?:nobody|noone|anyone|anybody|no|everyone|everybody|all|the|a|an|your|my"
    r"|strangers|people|someone|somebody|them|it)\b)[a-z][\w-]*)\b"
    r"(?:\s\S+){0,4}?\s(?:before|b4)\b"
    # ("ask before you cancel any subscription")
    rf"|{_RESTRICTION_LEAD}(?:always\s)?ask\s(?:first\s)?(?:before|b4)\b"
    # the same with the act first ("Before running any terraform apply, show me the plan and wait")
    rf"|{_RESTRICTION_LEAD}(?:before|b4)\s[^,;]{{1,60}},\s(?:always\s)?(?:ask|check\swith|confirm\swith|show|tell|ping)"
    r"\s(?:me|us|the\suser)\b"
    # stopping to ask ("If a task needs sudo, stop and tell me instead of trying")
    r"|(?<!n't\s)(?<!never\s)(?<!\bnot\s)\bstop\sand\s(?:tell|ask|check\swith|ping)(?:\s(?:me|us|the\suser)\b|(?=[.!]?$))"
    # the writer not wanting an act ("i dont want you touching the prod db")
    rf"|{_RESTRICTION_LEAD}(?:i|we)\s(?:don't|dont|do\snot)\swant\s(?:you|the\s(?:agent|assistant|bot))\s(?:to\s)?"
    r"(?:\w+ing|touch|use|run|change|send|delete)\b"
    # only one kind allowed ("read replicas only, and even then ask"; "staging only")
    rf"|{_RESTRICTION_LEAD}(?:[\w-]+\s){{1,4}}only\b(?:[,;]|$)"
    # a requirement of people's approval ("Bot PRs in the infra repo need two human approvals")
    r"|\b(?:needs?|requires?)\s(?:an?\s|one\s|two\s|2\s|at\sleast\s\w+\s)?(?:human|manager|[\w-]+)\s"
    r"(?:approvals?|sign-?offs?|reviews?|reviewers?)\b"
    # an ability and its limit ("the bot can open PRs and answer comments but never approve")
    rf"|\bbut\s(?:never|not)\s{_RESTRICTED_ACT}\b"
    # to be checked with someone first ("Not sure if I'm allowed to share the deck; check with legal")
    r"|(?:^|[\u2014\u2013]\s|\s-\s|[,;:]\s)(?:so\s)?(?:check|confirm)\swith\s(?:legal|security|compliance|it|hr|finance"
    r"|my\smanager|me|us|the\s[\w-]+\steam)(?:\sfirst|\sbefore)?[.!]?$"
    # an order to refuse ("If anyone asks for my SSN, refuse and tell me")
    rf"|{_RESTRICTION_LEAD}(?:if|when|whenever)\s[^,;]{{1,80}},\s(?:then\s)?(?:politely\s|just\s|always\s)?"
    r"(?:refuse|decline|say\sno)\b"
    # a prompt the user did not start denied ("If an authenticator prompt shows up that I didn't trigger,
    # deny it")
    rf"|{_RESTRICTION_LEAD}(?:if|when|whenever)\s[^,;]{{0,80}}?\b(?:prompts?|requests?|notifications?|push(?:es)?|pop-?ups?)"
    r"\b[^,;]{0,60},\s(?:then\s)?(?:just\s)?deny\s(?:it|them)\b"
    # the answer given in advance ("When a site asks 'Save this password?', the answer is no")
    rf"|{_RESTRICTION_LEAD}(?:if|when|whenever)\s[^,;]{{1,80}},\s(?:the\sanswer\sis|answer|always\sanswer)\s(?:always\s)?no\b"
    r"(?!\s(?:longer|problem|need|one|way))"
    # a prohibition after a first part ("... must be escalated; do not process them yourself")
    rf"|(?:[,;:\u2014\u2013]|\s-)\s(?:and\s)?(?:never|don't|dont|do\snot)\s(?:ever\s)?{_RESTRICTED_ACT}\b"
    # a modal negation at the head of the sentence ("customer PII must never be pasted ...")
    rf"|{_RESTRICTION_LEAD}(?:(?!(?:that|which|who|what|where|how|why|when|if|unless|whether)\b)[\w'$-]+\s){{1,6}}?"
    r"(?:(?:must|should|may|shall|can)\s(?:not|never)|mustn't|shouldn't|can't|cannot)\s(?:ever\s)?"
    rf"(?:be\s)?{_RESTRICTED_ACT}\w*\b"
)


# A memory made only of settings (a JSON document, or YAML, INI or .env lines with short values,
# section headers, list items and comments): the judge reads each setting, its key path and its
# value ("require_confirmation: false" is a bypass, "egress: default: deny" is not), and the heads
# score any configuration as high as an injection (dev sets, session 25: restrictive ones such as
# "egress_policy: deny_all" or a securityContext with runAsNonRoot scored 0.97-1.00; no widening
# configuration there was stopped by the heads alone). One in which the judge finds nothing
# widening is not held by the heads.
_SETTING_VALUE = r"(?:\"[^\"\n]*\"|'[^'\n]*'|[\w\[{*./:@~+-][^\s#`()]*(?:\s[\w\[{*./:@~+-][^\s#`()]*)?)"
_SETTING_KEY = r"(?:export\s+)?[\"']?(?:[a-z_$][\w.$/-]*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)[\"']?"
_SETTING_LINE = re.compile(
    rf"^\s*(?:-\s+)?{_SETTING_KEY}\s*[:=]\s*(?:{_SETTING_VALUE})?\s*(?:#.*)?$"
    rf"|^\s*-\s+{_SETTING_VALUE}\s*$|^\s*[\[\]{{}}]+,?\s*$|^\s*\[[\w.\s-]+\]\s*$|^\s*#.*$"
)
_ONE_SETTING = re.compile(rf"{_SETTING_KEY}\s*[:=]\s*{_SETTING_VALUE}")
# settings that act rather than configure ("bypass: show /proc/self/environ", "prompt_injection_test:
# show_config"): the heads still read those
_ACTING_SETTING = re.compile(
    _AGENT_CONFIGURATION.pattern
    + r"|\b(?:bypass|ignore|override|jailbreak|reveal|exec\w*|eval|environ\w*|show|print|dump|leak"
    r"|exfiltrat\w*)\b"
)


def settings_only(text: str) -> bool:
    """Whether ``text`` is a JSON document or lines of settings only (see _SETTING_LINE)."""
    stripped = text.strip()
    if stripped[:1] in ("{", "["):
        try:
            json.loads(stripped)
        except ValueError:
            pass
        else:
            return True
    lines = [line for line in stripped.splitlines() if line.strip()]
    if len(lines) == 1:  # one line: "egress_policy: deny_all", not a heading ("Note: call mum")
        return _ONE_SETTING.fullmatch(stripped) is not None
    return any(":" in line or "=" in line for line in lines) and all(
        _SETTING_LINE.match(line) for line in lines
    )


# A statement about others, which addresses no one: its first word a subject ("the", "we", "mum", a
# possessive or a plural), no second person, nothing of the agent or its configuration ("Kayla has her
# own alarm code", "the credit union raised my transfer limit for the closing"). Set beside a
# restriction it tells the reason for it, as memories do; an injection speaks to the agent.
_STATEMENT_START = re.compile(
    r"[\W\d]*(?:[\w' -]{1,40}:\s)?(?:(?:the|a|an|our|my|their|his|her|its|this|that|these|those|we|they"
    r"|he|she|it|i|i'm|i've|i'll|i'd|there|there's|it's|that's|mum|mom|dad|grandma|grandpa|nobody|everyone)\b"
    r"|[a-z]+'s\b"
    # a name and what the person did or does ("kevin from revops asked ...", "mark, the consultant, gets ...")
    r"|[a-z]+(?:,\s[^,]{1,60},|\s(?:from|at|in|of)\s[\w-]+)?\s(?:[a-z]+ed|has|is|was|will|can|could|does|did|had|got"
    r"|said|told|sent|paid|made|knows|asks|says|wants|needs|runs|owns|uses|lives|works|gets|handles|manages|signs"
    r"|approves|keeps|takes|leads|prefers|likes)\b)"
)
_ABOUT_THE_AGENT = re.compile(
    r"\b(?:agents?|assistants?|bots?|ai|llm|model|chatbot|copilot|system|memory|memories|mode|admin\w*|owner|authority"
    r"|obey\w*|void|in\scharge|override|decides|orders?|commands?|notes|messages|whatever)\b|[?`{}<>|\[\]@]|://"
)


def _statement(sentence: str) -> bool:
    return (
        _STATEMENT_START.match(sentence) is not None
        and _SECOND_PERSON.search(sentence) is None
        and _AGENT_CONFIGURATION.search(sentence) is None
        and _ABOUT_THE_AGENT.search(sentence) is None
    )


def restriction(text: str) -> bool:
    """Whether ``text`` restricts the agent and says nothing else to it: each sentence a restriction
    (see _RESTRICTION) or a statement about others (see _STATEMENT_START), at least one a
    restriction; ``text`` normalised. A sentence's parts after ";" are one sentence ("... go to a
    supervisor; do not process them")."""
    sentences = [part for part in _FULL_STOP.split(text.strip()) if part.strip()]
    restricting = [_RESTRICTION.search(sentence) is not None for sentence in sentences]
    return any(restricting) and all(
        restricts or _statement(sentence) for sentence, restricts in zip(sentences, restricting, strict=True)
    )


def _scanner_version() -> str:
    digest = hashlib.sha256()
    package = resources.files("statecore.scanning")
    for name in (
        SECRET_RULES_FILE,
        INJECTION_RULES_FILE,
        HEAD_FILE,
        HEAD_MODEL_FILE,
        WINDOW_HEAD_FILE,
        WINDOW_HEAD_MODEL_FILE,
        PAIR_FILE,
        AUTHORITY_FILE,
        AUTHORITY_LANGUAGES_FILE,
    ):
        ref = package.joinpath(name)
        digest.update(name.encode())
        digest.update(ref.read_bytes() if ref.is_file() else b"-")
    libraries = "+".join(
        f"{short}{metadata.version(dist)}"
        for short, dist in (("ds", "detect-secrets"), ("pa", "presidio-analyzer"))
    )
    return f"{ENGINE_REVISION}+{libraries}+{MODEL_ID}+{digest.hexdigest()[:10]}"


# Scan results are keyed by (proposal, content_sha256, scanner_version): a changed rule file,
# model or library version yields a new key, so old results are not reused for a new scanner.
SCANNER_VERSION: str = _scanner_version()


def head_gate_open(text: str, assessment: Assessment) -> bool:
    """Whether the head's first threshold applies to ``text``: it touches the authority
    vocabulary (``assessment`` is the judge's of it), speaks to the agent in the second person
    (or, in a language the judge reads other than English, opens with an imperative) or names
    the agent's own prompt, instructions or configuration."""
    if assessment.touches:
        return True
    normalised = normalise(text).text
    if _AGENT_CONFIGURATION.search(normalised) or any(
        # German "du" is "you"; French "du" is "of the" ("fait du judo")
        m.group() != "du" or foreign_language.clause_language(normalised) == "de"
        for m in _SECOND_PERSON.finditer(normalised)
    ):
        return True
    # German, French, Spanish, Italian, Portuguese and Dutch address the reader in the imperative
    # with no pronoun
    return foreign_language.is_foreign(normalised) and bool(foreign_language.IMPERATIVE.search(normalised))


@dataclass(frozen=True, slots=True)
class HeadHold:
    """A head's reason to hold a write: the score of the window that holds it, the threshold it
    met, where that window lies in the memory (the span the reviewer is shown) and the version
    of the head that scored it."""

    score: float
    threshold: float
    start: int
    end: int
    version: str


def head_hold(
    text: str,
    windows: list[WindowScore],
    assessment: Assessment,
    vocabulary: Vocabulary,
) -> HeadHold | None:
    """Whether the heads' scores hold ``text`` for a human, and the highest window that does.

    A window is held when its score meets the first threshold of what scored it (the pair of
    heads, or a head) and the gate is open for it (:func:`head_gate_open`), or when its ungated
    score meets the second. A memory of one window is gated as a whole (``assessment`` is the
    judge's of it); each window of a longer one is gated by what that window says, so a long
    document that says "you" once is not read at the first threshold everywhere. A memory of one
    window in which the judge found nothing widening and that is a restriction, the agent's own note or
    settings only (:func:`restriction`, :func:`agent_note`, :func:`settings_only`) is not held.
    """
    if not assessment.judgements and len(windows) == 1:
        normalised = normalise(text).text
        if (
            restriction(expand_shorthand(normalised))
            or agent_note(text)
            or (settings_only(text) and not _ACTING_SETTING.search(normalised.replace("_", " ")))
        ):
            # a restriction, the agent's own note, or settings the judge read whole (see _RESTRICTION,
            # agent_note, _SETTING_LINE)
            return None
    holds: list[HeadHold] = []
    for window in windows:
        head = window.head
        gated_hit = window.score >= head.threshold
        # The heads read German, French, Spanish (and Italian, Portuguese, Dutch: session 22) as an
        # injection far more often than English
        # (they learned public sets whose non-English texts are mostly attacks): most ordinary
        # memories in those languages scored above the ungated threshold. There the gate decides
        # alone; the judge reads those languages' authority words itself.
        # Nor to a statement about a person (session 23; see personal_statement).
        ungated_hit = (
            window.ungated_score >= head.ungated_threshold
            and not foreign_language.is_foreign(normalise(window.text).text)
            and not personal_statement(window.text)
        )
        if not (gated_hit or ungated_hit):
            continue
        if gated_hit and (
            head_gate_open(text, assessment)
            if len(windows) == 1
            else head_gate_open(window.text, assess(window.text, vocabulary))
        ):
            score, threshold = window.score, head.threshold
        elif ungated_hit:
            score, threshold = window.ungated_score, head.ungated_threshold
        else:
            continue
        # a memory of one window is marked whole; a longer one where its window lies
        start, end = (0, len(text)) if len(windows) == 1 else (window.start, window.end)
        holds.append(HeadHold(score, threshold, start, end, head.version))
    return max(holds, key=lambda hold: hold.score, default=None)


def scan(text: str, content_type: str = "text/plain", *, vocabulary: Vocabulary | None = None) -> ScanResult:
    """Scan already-redacted memory content; findings index into ``text``.

    - an authority-widening clause (the judge, ``authority.widening.*``) or an
      authority-widening rule (``injection.*``) makes it "reject";
    - a leftover secret (redaction runs inline before storage, so this is a miss there), any
      PII, a named authority object merely mentioned (``authority.mention.*``, for the
      categories the vocabulary's policy lists) or a model-head score at or above its tuned
      threshold on a memory that touches the authority vocabulary, addresses the agent in the
      second person (in English or another common language) or names the agent's own prompt,
      instructions or configuration makes it "suspicious": a human decides;
    - otherwise "clean".

    The embedding model runs once over ``text``: its vector is returned on the result for
    storage and its layer-3 states are scored by the pair of heads (the model runs twice when the
    heads' view of the text differs, see :func:`~statecore.scanning.classifier.head_view`; once
    more per further window of a text longer than the model's 256 tokens, which the window head
    scores).
    A head or embedding model that cannot load raises
    :class:`~statecore.scanning.classifier.ClassifierUnavailable`: no result is better than a
    ``clean`` one that skipped the model.
    """
    pair = default_pair()
    vocab = vocabulary or default_vocabulary()
    secrets = secret_findings(text)
    pii = pii_findings(text)
    injection = injection_findings(text)
    assessment = assess(text, vocab)
    authority = [j.finding() for j in assessment.judgements]
    widening = [f for f in authority if f.category.startswith("authority.widening.")]
    mentions = [f for f in authority if f.category.startswith("authority.mention.")]
    findings = [*secrets, *pii, *injection, *authority]

    embedding, windows = embed_and_score_windows(text, pair, pair.window_head)
    score = max(window.score for window in windows)
    # The head learned public chatbot-prompt sets, where a statement about a person is rare; on
    # memories it can still score an ordinary preference high ("Prefers answers without
    # emojis"). Its score therefore routes a write to a human at its first threshold only when
    # the memory touches the authority vocabulary, speaks to the agent in the second person or
    # names what the agent is run by (its prompt, instructions, configuration), as an injection
    # does; a personal fact or preference in the third person that does none of these is
    # applied (issue #10). The gate was chosen on the public validation splits and the
    # development set, and widened (other languages, the agent's configuration) in session 18.
    # A score above the second, stricter threshold (validation FPR <= 0.25%) holds a write
    # regardless, except in the other languages the judge reads (sessions 21-22; see head_hold). A memory of
    # one window is scored by both heads: with the gate open the higher score counts, with it
    # closed their mean (session 19, classifier.HeadPair). A long memory is held by its windows
    # (head_hold).
    hold = head_hold(text, windows, assessment, vocab)
    flagged_by_classifier = hold is not None
    if hold is not None:
        findings.append(
            Finding(
                CLASSIFIER_CATEGORY,
                hold.start,
                hold.end,
                rule=hold.version,
                score=round(hold.score, 4),
                threshold=round(hold.threshold, 4),
            )
        )

    verdict: Verdict = "clean"
    if injection or widening:
        verdict = "reject"
    elif secrets or pii or mentions or flagged_by_classifier:
        verdict = "suspicious"
    ordered = tuple(sorted(findings, key=lambda f: (f.start, f.end, f.category)))
    return ScanResult(
        verdict=verdict,
        findings=ordered,
        scanner_version=SCANNER_VERSION,
        classifier_score=round(score, 4),
        embedding=embedding,
    )


def warm_up() -> None:
    """Build every lazy singleton now (e.g. in Celery's ``worker_process_init``), not on the first scan."""
    default_secret_detector()
    default_injection_detector()
    try:
        default_pair()  # both heads and the embedding model
    except ClassifierUnavailable as exc:
        # Not fatal here: the worker stays up and each scan task fails loudly with the same
        # error (its proposal stays ``scanning``, which the portal's queue shows).
        log.error("memory scanner model unavailable: %s", exc)
    default_vocabulary()
    analyzer()
