"""Text views for rule matching: Unicode-normalised, de-obfuscated and decoded.

Every view carries a map back to the scanned text, so a finding made on a view reports a span
of the original: per character for normalised views, the whole encoded run for decoded ones.

The views of one text are:

- ``plain``: NFKD with combining marks dropped (accents, stacked diacritics), compatibility
  forms folded (fullwidth, mathematical alphanumerics, ligatures), invisible characters removed
  (zero-width, bidi controls, tag characters, variation selectors, fillers), common Cyrillic and
  Greek homoglyphs mapped to Latin, casefolded, whitespace runs collapsed;
- ``leet-i`` / ``leet-l``: ``plain`` with digits and symbols inside alphabetic words read as
  letters (``1gn0r3`` -> ``ignore``; ``1`` once as ``i`` and once as ``l``);
- ``joined``: ``plain`` with letter-by-letter spacing undone (``i g n o r e``, ``i.g.n.o.r.e``);
- ``base64`` / ``hex`` / ``escaped``: decoded runs (bounded count, size and depth) which are
  normalised in turn; ``escaped`` reads percent-encoding, HTML entities and the ``\\uNNNN`` and
  ``\\xNN`` escapes of string literals.
"""

from __future__ import annotations

import base64
import binascii
import html
import re
import unicodedata
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass

MAX_DECODE_DEPTH = 2
MAX_DECODED_RUNS = 64
MAX_DECODED_CHARS = 256 * 1024
MIN_BASE64_RUN = 16
MIN_HEX_BYTES = 8
MAX_RUN_CHARS = 64 * 1024

# Lowercase homoglyphs (input is casefolded first) that NFKD leaves alone.
_CONFUSABLES = {
    # typographic apostrophes and quotes: "don\u2019t" reads as "don't" ("n't" is a negation)
    "\N{RIGHT SINGLE QUOTATION MARK}": "'",
    "\N{LEFT SINGLE QUOTATION MARK}": "'",
    "\N{SINGLE HIGH-REVERSED-9 QUOTATION MARK}": "'",
    "\N{MODIFIER LETTER APOSTROPHE}": "'",
    "\N{PRIME}": "'",
    "\N{LEFT DOUBLE QUOTATION MARK}": '"',
    "\N{RIGHT DOUBLE QUOTATION MARK}": '"',
    "\N{DOUBLE LOW-9 QUOTATION MARK}": '"',
    # dashes: a command-line flag typed with them ("git push \u2014force", "\u2010\u2010no-verify") is
    # the flag; word processors turn "--" into an en or em dash
    "\N{HYPHEN}": "-",
    "\N{NON-BREAKING HYPHEN}": "-",
    "\N{FIGURE DASH}": "-",
    "\N{MINUS SIGN}": "-",
    "\N{SMALL HYPHEN-MINUS}": "-",
    "\N{HYPHEN BULLET}": "-",
    "\N{EN DASH}": "--",
    "\N{EM DASH}": "--",
    "\N{HORIZONTAL BAR}": "--",
    # Cyrillic
    "\N{CYRILLIC SMALL LETTER A}": "a",
    "\N{CYRILLIC SMALL LETTER VE}": "b",
    "\N{CYRILLIC SMALL LETTER GHE}": "r",
    "\N{CYRILLIC SMALL LETTER DE}": "d",
    "\N{CYRILLIC SMALL LETTER IE}": "e",
    "\N{CYRILLIC SMALL LETTER IO}": "e",
    "\N{CYRILLIC SMALL LETTER ZE}": "3",
    "\N{CYRILLIC SMALL LETTER I}": "u",
    "\N{CYRILLIC SMALL LETTER SHORT I}": "u",
    "\N{CYRILLIC SMALL LETTER KA}": "k",
    "\N{CYRILLIC SMALL LETTER EM}": "m",
    "\N{CYRILLIC SMALL LETTER EN}": "h",
    "\N{CYRILLIC SMALL LETTER O}": "o",
    "\N{CYRILLIC SMALL LETTER PE}": "n",
    "\N{CYRILLIC SMALL LETTER ER}": "p",
    "\N{CYRILLIC SMALL LETTER ES}": "c",
    "\N{CYRILLIC SMALL LETTER TE}": "t",
    "\N{CYRILLIC SMALL LETTER U}": "y",
    "\N{CYRILLIC SMALL LETTER HA}": "x",
    "\N{CYRILLIC SMALL LETTER SOFT SIGN}": "b",
    "\N{CYRILLIC SMALL LETTER DZE}": "s",
    "\N{CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I}": "i",
    "\N{CYRILLIC SMALL LETTER YI}": "i",
    "\N{CYRILLIC SMALL LETTER JE}": "j",
    "\N{CYRILLIC SMALL LETTER SHHA}": "h",
    "\N{CYRILLIC SMALL LETTER KOMI DE}": "d",
    "\N{CYRILLIC SMALL LETTER QA}": "q",
    "\N{CYRILLIC SMALL LETTER WE}": "w",
    "\N{CYRILLIC SMALL LETTER PALOCHKA}": "l",
    "\N{LATIN SMALL LETTER SCRIPT G}": "g",
    # Greek
    "\N{GREEK SMALL LETTER ALPHA}": "a",
    "\N{GREEK SMALL LETTER BETA}": "b",
    "\N{GREEK SMALL LETTER GAMMA}": "y",
    "\N{GREEK SMALL LETTER EPSILON}": "e",
    "\N{GREEK SMALL LETTER ZETA}": "z",
    "\N{GREEK SMALL LETTER ETA}": "n",
    "\N{GREEK SMALL LETTER IOTA}": "i",
    "\N{GREEK SMALL LETTER KAPPA}": "k",
    "\N{GREEK SMALL LETTER MU}": "m",
    "\N{GREEK SMALL LETTER NU}": "v",
    "\N{GREEK SMALL LETTER OMICRON}": "o",
    "\N{GREEK SMALL LETTER RHO}": "p",
    "\N{GREEK SMALL LETTER SIGMA}": "o",
    "\N{GREEK SMALL LETTER FINAL SIGMA}": "c",
    "\N{GREEK SMALL LETTER TAU}": "t",
    "\N{GREEK SMALL LETTER UPSILON}": "u",
    "\N{GREEK SMALL LETTER CHI}": "x",
    "\N{GREEK SMALL LETTER OMEGA}": "w",
    # Latin look-alikes outside ASCII
    "\N{LATIN SMALL LETTER DOTLESS I}": "i",
    "\N{LATIN SMALL LETTER DOTLESS J}": "j",
    "\N{LATIN SMALL LETTER ALPHA}": "a",
    "\N{LATIN SMALL LETTER IOTA}": "i",
    "\N{LATIN LETTER SMALL CAPITAL R}": "r",
    "\N{LATIN LETTER SMALL CAPITAL A}": "a",
    "\N{LATIN LETTER SMALL CAPITAL C}": "c",
    "\N{LATIN LETTER SMALL CAPITAL D}": "d",
    "\N{LATIN LETTER SMALL CAPITAL E}": "e",
    "\N{LATIN LETTER SMALL CAPITAL G}": "g",
    "\N{LATIN LETTER SMALL CAPITAL H}": "h",
    "\N{LATIN LETTER SMALL CAPITAL I}": "i",
    "\N{LATIN LETTER SMALL CAPITAL J}": "j",
    "\N{LATIN LETTER SMALL CAPITAL K}": "k",
    "\N{LATIN LETTER SMALL CAPITAL L}": "l",
    "\N{LATIN LETTER SMALL CAPITAL M}": "m",
    "\N{LATIN LETTER SMALL CAPITAL N}": "n",
    "\N{LATIN LETTER SMALL CAPITAL O}": "o",
    "\N{LATIN LETTER SMALL CAPITAL P}": "p",
    "\N{LATIN LETTER SMALL CAPITAL Q}": "q",
    "\N{LATIN LETTER SMALL CAPITAL S}": "s",
    "\N{LATIN LETTER SMALL CAPITAL T}": "t",
    "\N{LATIN LETTER SMALL CAPITAL U}": "u",
    "\N{LATIN LETTER SMALL CAPITAL V}": "v",
    "\N{LATIN LETTER SMALL CAPITAL W}": "w",
    "\N{LATIN LETTER SMALL CAPITAL Y}": "y",
    "\N{LATIN LETTER SMALL CAPITAL Z}": "z",
    "\N{LATIN SMALL LETTER O WITH STROKE}": "o",
    "\N{LATIN SMALL LETTER ETH}": "d",
    "\N{LATIN SMALL LETTER L WITH STROKE}": "l",
    "\N{LATIN SMALL LETTER D WITH STROKE}": "d",
    "\N{LATIN SMALL LETTER H WITH STROKE}": "h",
}

# Characters that render as nothing (or as blank) but split words for a regex.
_INVISIBLE_EXTRA = frozenset(
    "\u115f\u1160\u3164\uffa0\u180e\u2800\u034f\u17b4\u17b5"  # fillers, blank braille, CGJ
)

_LEET = {"0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "@": "a", "$": "s", "!": "i"}
_LEET_RUN = re.compile(r"[a-z0-9@$!|]+")
_MIXED_WORD = re.compile(r"\W*(?=[a-z0-9@$!|]*[a-z])(?=[a-z@$!|]*[0-9@$!|])[a-z0-9@$!|]+\W*")
# Letter-spaced runs: single non-space characters separated by exactly one space ("d o n ' t"),
# or letters separated by one punctuation character ("i.g.n.o.r.e").
_SPACED = re.compile(r"(?<![^ \n])[^ \n](?: [^ \n]){1,}(?![^ \n])|\b[a-z0-9](?:[._*~+-][a-z0-9]){2,}\b")
_WS = re.compile(r"[ \t\f\v\u00a0]+")

_BASE64_RUN = re.compile(rf"[A-Za-z0-9+/_-]{{{MIN_BASE64_RUN},}}={{0,2}}")
_HEX_RUN = re.compile(rf"(?<![0-9A-Za-z])(?:(?:\\x|0x)?[0-9A-Fa-f]{{2}}[ :,-]?){{{MIN_HEX_BYTES},}}")
_TOKEN = re.compile(r"\S+")
_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}|&#?[A-Za-z0-9]{2,8};|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}")
_BYTE_ESCAPES = re.compile(r"(?:\\x[0-9A-Fa-f]{2})+")


@dataclass(frozen=True, slots=True)
class View:
    """A rewritten text plus where each of its characters came from in the scanned text.

    ``origin[i]`` is the index of the source character of ``text[i]``; a decoded view has
    ``origin`` None and maps every position to ``span``.
    """

    label: str
    text: str
    origin: tuple[int, ...] | None
    span: tuple[int, int]

    def source_span(self, start: int, end: int) -> tuple[int, int]:
        if self.origin is None or end <= start:
            return self.span
        return self.origin[start], self.origin[end - 1] + 1


def _is_invisible(char: str) -> bool:
    if char in _INVISIBLE_EXTRA:
        return True
    category = unicodedata.category(char)
    # Cf: zero-width space/joiners, bidi embeddings and isolates, soft hyphen, tag characters.
    if category == "Cf":
        return True
    code = ord(char)
    return 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF


def _fold(text: str, *, lower: bool) -> tuple[str, list[int]]:
    """Normalise ``text`` and keep, for each output character, the index it came from."""
    out: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        if _is_invisible(char):
            continue
        if char.isascii():
            pieces = char.lower() if lower else char
        else:
            decomposed = unicodedata.normalize("NFKD", char)
            pieces = "".join(c for c in decomposed if not unicodedata.combining(c) and not _is_invisible(c))
            if lower:
                pieces = "".join(_CONFUSABLES.get(c, c) for c in pieces.casefold())
        for piece in pieces:
            out.append(piece)
            origin.append(index)
    return "".join(out), origin


def _collapse_whitespace(text: str, origin: list[int]) -> tuple[str, list[int]]:
    out: list[str] = []
    kept: list[int] = []
    previous = ""
    for char, source in zip(text, origin, strict=True):
        if char.isspace():
            char = "\n" if char in "\n\r\u2028\u2029\x85" else " "
            if previous in (" ", "\n"):
                if char == "\n" and previous == " ":
                    out[-1] = "\n"
                continue
        out.append(char)
        kept.append(source)
        previous = char
    return "".join(out), kept


def _leet(text: str, one: str) -> str:
    """Read digits and symbols inside alphabetic words as letters (same length in and out).

    When leetspeak is dense (at least two mixed words making a fifth of all words), digit-only
    words are read as letters too ("70" -> "to"), since the whole text is then written that way.
    """
    table = dict(_LEET, **{"1": one, "|": "l"})
    words = text.split()
    mixed = sum(1 for w in words if _MIXED_WORD.fullmatch(w))
    dense = mixed >= 2 and mixed * 5 >= len(words)

    def fix(match: re.Match[str]) -> str:
        word = match.group(0)
        if word.isalpha() or not (dense or any(c.isalpha() for c in word)):
            return word
        return "".join(table.get(c, c) for c in word)

    # Same length in and out, so the plain view's origin map still applies. (Runs are matched
    # whole and tested in Python: a regex demanding a letter inside the run backtracks
    # quadratically over a long run of digits.)
    return _LEET_RUN.sub(fix, text)


def _joined(text: str, origin: list[int]) -> tuple[str, list[int]] | None:
    """Undo letter-by-letter spacing in folded (not yet collapsed) text.

    Inside a run the separator is one character; a wider gap between two runs is a word break,
    so ``I G N O R E  A L L`` reads ``ignore all``.
    """
    if not _SPACED.search(text):
        return None
    out: list[str] = []
    kept: list[int] = []
    cursor = 0
    for match in _SPACED.finditer(text):
        out.append(text[cursor : match.start()])
        kept.extend(origin[cursor : match.start()])
        spaced = " " in match.group(0)
        for offset in range(match.start(), match.end()):
            char = text[offset]
            if (spaced and char != " ") or (not spaced and char.isalnum()):
                out.append(char)
                kept.append(origin[offset])
        cursor = match.end()
    out.append(text[cursor:])
    kept.extend(origin[cursor:])
    return "".join(out), kept


def _printable_ratio(text: str) -> float:
    if not text:
        return 0.0
    good = sum(1 for c in text if c.isprintable() or c in "\n\r\t")
    return good / len(text)


def _decode_bytes(raw: bytes) -> str | None:
    try:
        decoded = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(decoded) < 4 or _printable_ratio(decoded) < 0.9:
        return None
    # Prose, commands or markup rather than random bytes that happen to be valid UTF-8.
    if sum(1 for c in decoded if c.isalpha() or c.isspace()) < 0.5 * len(decoded):
        return None
    return decoded


def _try_base64(run: str) -> str | None:
    body = run.rstrip("=")
    if len(body) % 4 == 1:
        return None
    padded = body + "=" * (-len(body) % 4)
    try:
        if "-" in body or "_" in body:
            raw = base64.urlsafe_b64decode(padded)
        else:
            raw = base64.b64decode(padded, validate=True)
    except (binascii.Error, ValueError):
        return None
    return _decode_bytes(raw)


def _try_hex(run: str) -> str | None:
    digits = re.sub(r"\\x|0x|[ :,-]", "", run)
    if len(digits) % 2:
        digits = digits[:-1]
    try:
        raw = bytes.fromhex(digits)
    except ValueError:
        return None
    return _decode_bytes(raw)


def _try_escaped(run: str) -> str | None:
    decoded = urllib.parse.unquote(html.unescape(run))
    if "\\u" in decoded:
        decoded = re.sub(r"\\u([0-9A-Fa-f]{4})", lambda m: chr(int(m.group(1), 16)), decoded)
    if "\\x" in decoded:
        decoded = _BYTE_ESCAPES.sub(_bytes_escaped, decoded)
    return decoded if decoded != run else None


def _bytes_escaped(match: re.Match[str]) -> str:
    """A run of ``\\xNN`` escapes as the text its bytes spell: UTF-8, else one character each."""
    raw = bytes.fromhex(match.group(0).replace("\\x", ""))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def _decoded_runs(text: str) -> Iterator[tuple[str, int, int, str]]:
    """(label, start, end, decoded) for each decodable run of ``text``."""
    for match in _BASE64_RUN.finditer(text):
        run = match.group(0)
        # A pure-hex run is better read as hex; a word with no digit or case mix is a word.
        if len(run) > MAX_RUN_CHARS or re.fullmatch(r"[0-9A-Fa-f]+", run):
            continue
        decoded = _try_base64(run)
        if decoded is not None:
            yield "base64", match.start(), match.end(), decoded
    for match in _HEX_RUN.finditer(text):
        if len(match.group(0)) > MAX_RUN_CHARS:
            continue
        decoded = _try_hex(match.group(0))
        if decoded is not None:
            yield "hex", match.start(), match.end(), decoded
    # Whole tokens holding an escape; found token by token (a regex with \S* on both sides of
    # the escape backtracks quadratically over a long run without one).
    for match in _TOKEN.finditer(text):
        if len(match.group(0)) > MAX_RUN_CHARS or not _ESCAPE.search(match.group(0)):
            continue
        decoded = _try_escaped(match.group(0))
        if decoded is not None:
            yield "escaped", match.start(), match.end(), decoded


def normalise(text: str) -> View:
    """The ``plain`` view of ``text``."""
    return _normalised(text)[0]


def _normalised(text: str) -> tuple[View, View | None]:
    """The ``plain`` view and, when the text has letter-spaced runs, the ``joined`` view."""
    folded, origin = _fold(text, lower=True)
    plain, plain_origin = _collapse_whitespace(folded, origin)
    span = (0, len(text))
    joined_view = None
    joined = _joined(folded, origin)
    if joined is not None:
        joined_text, joined_origin = _collapse_whitespace(*joined)
        joined_view = View("joined", joined_text, tuple(joined_origin), span)
    return View("plain", plain, tuple(plain_origin), span), joined_view


def views(text: str) -> list[View]:
    """All views of ``text`` that rules should be matched against (see the module docstring)."""
    result: list[View] = []
    budget = [MAX_DECODED_RUNS, MAX_DECODED_CHARS]

    def add_normalised(source: str, span: tuple[int, int] | None, label: str) -> None:
        plain, joined = _normalised(source)
        for base in (plain, joined):
            if base is None:
                continue
            name = label if base.label == "plain" else f"{label}+joined"
            # Views of decoded text map every position to the encoded run they came from.
            origin = base.origin if span is None else None
            where = base.span if span is None else span
            result.append(View(name, base.text, origin, where))
            for variant in sorted({_leet(base.text, "i"), _leet(base.text, "l")} - {base.text}):
                result.append(View(f"{name}+leet", variant, origin, where))

    def decode(source: str, outer: tuple[int, int] | None, depth: int) -> None:
        if depth > MAX_DECODE_DEPTH:
            return
        folded, origin = _fold(source, lower=False)
        for label, start, end, decoded in _decoded_runs(folded):
            if budget[0] <= 0 or budget[1] < len(decoded):
                return
            budget[0] -= 1
            budget[1] -= len(decoded)
            span = outer if outer is not None else (origin[start], origin[end - 1] + 1)
            add_normalised(decoded, span, label)
            decode(decoded, span, depth + 1)

    add_normalised(text, None, "plain")
    decode(text, None, 1)
    return result
