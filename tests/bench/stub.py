"""A loopback OpenAI-compatible ``/v1/chat/completions``: a deterministic answerer and judges.

The answerer finds the question in the prompt (LongMemEval's "Question: ...\\nAnswer" or LoCoMo's
"Question: ... Short answer:"), looks it up in ``script`` (question prefix -> (needle, reply)) and
replies ``reply`` when ``needle`` is in the prompt's context, else "I don't know: that is not in
our chats." For a LoCoMo two-way choice it picks the "Not mentioned" option by its letter.

LongMemEval's judge says "yes" when the response holds the scripted reply of its question (for an
abstention prompt: when it says "don't know"); Mem0's judge answers ``{"label": "CORRECT"}`` when
the generated answer contains the gold answer. Usage: prompt tokens = words of the prompt,
completion tokens = words of the reply. ``gate_after_judges = N`` holds every request that comes
after the N-th judge request until the server stops (to kill a run at a known point).
"""

from __future__ import annotations

import asyncio
import json
import re
import socket
from dataclasses import dataclass
from typing import Any

from aiohttp import web

DONT_KNOW = "I don't know: that is not in our chats."
_LME_JUDGE = re.compile(
    r"Question: (?P<q>.*?)\n\n(?P<kind>Correct Answer|Rubric|Explanation): (?P<a>.*?)\n\n"
    r"Model Response: (?P<r>.*?)\n\n(?:Is|Does) the model",
    re.S,
)
_LOCOMO_JUDGE = re.compile(
    r"real question:\nQuestion: (?P<q>.*?)\nGold answer: (?P<g>.*?)\nGenerated answer: (?P<a>.*?)\n",
    re.S,
)
_LME_QUESTION = re.compile(r"\nQuestion: (?P<q>.*?)\nAnswer", re.S)
_LOCOMO_QUESTION = re.compile(r"\n\nQuestion: (?P<q>.*?) Short answer:$", re.S)
_CHOICE = re.compile(r"Select the correct answer: \(a\) (?P<a>.*?) \(b\) (?P<b>.*?)\.$", re.S)


@dataclass
class Seen:
    """One answered request: its kind ("answer", "lme-judge", "locomo-judge"), prompt, the
    request body, the question found in it and the reply sent."""

    kind: str
    prompt: str
    body: dict[str, Any]
    question: str
    reply: str = ""


class StubLLM:
    """Start with :meth:`start`; ``base`` is the ``api_base`` to give litellm."""

    def __init__(self) -> None:
        self.script: dict[str, tuple[str, str]] = {}
        self.seen: list[Seen] = []
        self.gate_after_judges: int | None = None
        self.held = 0  # requests being held by the gate
        self.port = 0
        self._closing = asyncio.Event()
        self._runner: web.AppRunner | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def of_kind(self, kind: str) -> list[Seen]:
        return [s for s in self.seen if s.kind == kind]

    async def start(self) -> None:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._handle)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        await web.SockSite(self._runner, sock).start()

    async def stop(self) -> None:
        self._closing.set()
        if self._runner is not None:
            await self._runner.cleanup()

    def _lookup(self, question: str) -> tuple[str, str] | None:
        for prefix, value in self.script.items():
            if question.startswith(prefix):
                return value
        return None

    def _answer(self, prompt: str) -> tuple[str, str]:
        m = _LME_QUESTION.search(prompt) or _LOCOMO_QUESTION.search(prompt)
        question = m.group("q").strip() if m else ""
        context = prompt[: m.start()] if m else prompt
        choice = _CHOICE.search(question)
        if choice:
            letter = "a" if choice.group("a").startswith("Not mentioned") else "b"
            return question, f"({letter})"
        found = self._lookup(question)
        if found and found[0] in context:
            return question, found[1]
        return question, DONT_KNOW

    def _lme_judge(self, prompt: str) -> tuple[str, str]:
        m = _LME_JUDGE.search(prompt)
        assert m, "not a LongMemEval judge prompt"
        question, response = m.group("q"), m.group("r")
        if m.group("kind") == "Explanation":
            return question, "yes" if "don't know" in response.lower() else "no"
        found = self._lookup(question)
        return question, "Yes." if found and found[1] in response else "No."

    def _locomo_judge(self, prompt: str) -> tuple[str, str]:
        m = _LOCOMO_JUDGE.search(prompt)
        assert m, "not a Mem0 judge prompt"
        ok = m.group("g").strip().lower() in m.group("a").lower()
        return m.group("q"), json.dumps({"label": "CORRECT" if ok else "WRONG"})

    async def _handle(self, request: web.Request) -> web.Response:
        body: dict[str, Any] = await request.json()
        prompt = str(body["messages"][-1]["content"])
        if prompt.startswith(("I will give you a question", "I will give you an unanswerable")):
            kind, (question, reply) = "lme-judge", self._lme_judge(prompt)
        elif "Your task is to label an answer" in prompt:
            kind, (question, reply) = "locomo-judge", self._locomo_judge(prompt)
        else:
            kind, (question, reply) = "answer", self._answer(prompt)
        judges = sum(1 for s in self.seen if s.kind.endswith("judge"))
        if self.gate_after_judges is not None and judges >= self.gate_after_judges:
            self.held += 1
            await self._closing.wait()  # held until the test stops the server
            return web.json_response({"error": {"message": "stopping"}}, status=503)
        self.seen.append(Seen(kind, prompt, body, question, reply))
        p, c = len(prompt.split()), len(reply.split())
        return web.json_response({
            "id": f"chatcmpl-{len(self.seen)}", "object": "chat.completion", "created": 1,
            "model": body.get("model", "test-model"),
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": reply}}],
            "usage": {"prompt_tokens": p, "completion_tokens": c, "total_tokens": p + c},
        })  # fmt: skip
