"""A deterministic fake extractor: claims looked up by the episode's exact text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from consolidator.types import Claim, EpisodeView


class ScriptedExtractor:
    """Returns the claims scripted for an episode text; raises for texts in ``fail``."""

    version = "scripted-1"

    def __init__(self, script: Mapping[str, Sequence[Claim]], fail: Sequence[str] = ()) -> None:
        self.script = dict(script)
        self.fail = set(fail)
        self.calls: list[str] = []
        self.contexts: list[list[str]] = []

    async def extract(self, episode: EpisodeView, context: list[EpisodeView]) -> list[Claim]:
        self.calls.append(episode.text)
        self.contexts.append([c.text for c in context])
        if episode.text in self.fail:
            raise RuntimeError(f"injected extractor failure for {episode.text!r}")
        return list(self.script.get(episode.text, ()))
