"""What a stored finding means, in a reviewer's words (the portal's review screen and the
proposal API): the kind of finding, and the rule or the model's score and threshold that raised
it. Built from the finding's category, rule, score and threshold only: never from the text.
"""

from __future__ import annotations

from statecore.scanning.authority import ACTION_NAMES, CATEGORY_NAMES

#: What each kind of finding means for the reviewer (by category, else by its family).
FINDING_EXPLANATIONS = {
    "secret": "A credential ({name}) was found and replaced by its [REDACTED:…] placeholder before "
    "anything was stored; the original is not kept. Check that what remains is still worth keeping.",
    "pii": "Personal data ({name}), left as written. Approve only if this memory should hold it.",
    "injection.classifier": "The injection model{rule} read this text as an attempt to instruct the "
    "agent{score}. A signal, not proof: read the marked text.",
    "injection.tool_grant": "Text that tries to give the agent a tool or capability{rule}.",
    "injection.credential_access": "Text that asks for credentials or points the agent at them{rule}.",
    "injection.exfiltration": "Text that tries to send data to an outside destination{rule}.",
    "injection.instruction_override": "Text that tries to override the agent's instructions or policy{rule}.",
    "injection.model_switch": "Text that tries to change the model or provider{rule}.",
    "injection.sandbox_escalation": "Text that tries to widen the sandbox (profile, network, files){rule}.",
    "injection.approval_bypass": "Text that tries to skip human approval{rule}.",
    "injection": "Text that tries to widen the agent's authority ({name}){rule}.",
    "authority.widening": "This text {action} {object}: memory may never grant that, so the write "
    "is rejected{rule}.",
    "authority.mention": "This text names {object} without granting or changing it{rule}. Policy "
    "sends such memories to a person: approve only if a later run may safely read it as context.",
}


def explain_finding(finding: object, classifier_score: float | None = None) -> str:
    """What a stored finding means, in a reviewer's words: the kind of finding, and the rule or
    the model score and threshold that raised it. Never the text itself."""
    data = finding if isinstance(finding, dict) else {"category": str(finding)}
    category = str(data.get("category", ""))
    family, _, name = category.partition(".")
    rule = str(data.get("rule") or "")
    template = FINDING_EXPLANATIONS.get(category)
    subject = ""
    if template is None and family == "authority":
        kind, _, subject = name.partition(".")
        template = FINDING_EXPLANATIONS.get(f"authority.{kind}")
    if template is None:
        template = FINDING_EXPLANATIONS.get(family)
    if template is None:
        return "A scanner finding of this category."
    score, threshold = data.get("score"), data.get("threshold")
    if isinstance(score, int | float) and isinstance(threshold, int | float):
        score_words = (
            f" (score {score:.3f}, at or above its threshold {threshold:.3f}; 0 = ordinary, 1 = instruction)"
        )
    elif classifier_score is not None and category == "injection.classifier":
        score_words = f" (score {classifier_score:.3f})"
    else:
        score_words = ""
    action = rule.split(".")[1] if rule.startswith("authority.") and rule.count(".") >= 2 else "mention"
    return template.format(
        name=name.replace("_", " ") or category,
        score=score_words,
        rule=f" (rule {rule})" if rule else "",
        action=ACTION_NAMES.get(action, "acts on"),
        object=CATEGORY_NAMES.get(subject, "something only the deployment may grant"),
    )
