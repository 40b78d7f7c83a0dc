"""The seam between the CLI (or the HTTP app) and a memory: the operations, as JSON.

Two implementations: :class:`EmbeddedBackend` over an :class:`engram.Engram` in this process, and
:class:`engram.daemon.client.EngramClient` over a running daemon's socket. The daemon's routes
call an :class:`EmbeddedBackend` too, so a result is built by the same code whichever way it
travels: the CLI prints the same JSON in client and embedded mode by construction. Keyword
arguments pass through unchanged (``recall`` options included), so a new option of the library is
usable from every side without touching this seam.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from engram.api import Engram
    from engram.config import Settings


class Backend(Protocol):
    """The memory operations with JSON-ready results (DESIGN.md section 5 shapes)."""

    async def add(self, text: str, *, user_id: str, **fields: Any) -> dict[str, Any]: ...

    async def import_lines(
        self,
        lines: Sequence[str],
        *,
        user_id: str,
        progress: Callable[[int], None] | None = None,
    ) -> dict[str, Any]: ...

    async def episodes(self, *, user_id: str, **options: Any) -> list[dict[str, Any]]: ...

    async def recall(self, query: str, *, user_id: str, **options: Any) -> dict[str, Any]: ...

    async def facts(self, *, user_id: str, **options: Any) -> list[dict[str, Any]]: ...

    async def history(self, *, user_id: str, entity: str) -> dict[str, Any]: ...

    async def consolidate(self, *, user_id: str) -> dict[str, Any]: ...

    async def status(self, *, user_id: str | None = None) -> dict[str, Any]: ...

    async def forget(self, *, user_id: str, **scope: Any) -> dict[str, Any]: ...

    def export(self, *, user_id: str, facts: bool = False) -> AsyncIterator[dict[str, Any]]: ...

    async def aclose(self) -> None: ...


class EmbeddedBackend:
    """The operations over an in-process :class:`engram.Engram` (which it closes if it opened it).

    ``daemon`` (set by the server) is reported under ``status()["daemon"]``, with the
    consolidation worker's state (``worker_state()``, also set by the server) as its ``worker``.
    """

    def __init__(self, mem: Engram, *, owns: bool = False) -> None:
        self.mem = mem
        self._owns = owns
        self.daemon: dict[str, Any] | None = None
        self.worker_state: Callable[[], dict[str, Any]] | None = None

    @classmethod
    async def open(cls, settings: Settings) -> EmbeddedBackend:
        """Open the memory ``settings`` describe (loads the embedding model)."""
        from engram.api import Engram

        return cls(await Engram.open(settings), owns=True)

    async def add(self, text: str, *, user_id: str, **fields: Any) -> dict[str, Any]:
        return (await self.mem.add(text, user_id=user_id, **fields)).to_dict()

    async def import_lines(
        self,
        lines: Sequence[str],
        *,
        user_id: str,
        progress: Callable[[int], None] | None = None,
    ) -> dict[str, Any]:
        report = await self.mem.import_lines(lines, user_id=user_id, progress=progress)
        return report.to_dict()

    async def episodes(self, *, user_id: str, **options: Any) -> list[dict[str, Any]]:
        return [e.to_dict() for e in await self.mem.episodes(user_id=user_id, **options)]

    async def recall(self, query: str, *, user_id: str, **options: Any) -> dict[str, Any]:
        return (await self.mem.recall(query, user_id=user_id, **options)).to_dict()

    async def facts(self, *, user_id: str, **options: Any) -> list[dict[str, Any]]:
        return [f.to_dict() for f in await self.mem.facts(user_id=user_id, **options)]

    async def history(self, *, user_id: str, entity: str) -> dict[str, Any]:
        return (await self.mem.history(user_id=user_id, entity=entity)).to_dict()

    async def consolidate(self, *, user_id: str) -> dict[str, Any]:
        return (await self.mem.consolidate(user_id=user_id)).to_dict()

    async def status(self, *, user_id: str | None = None) -> dict[str, Any]:
        report = await self.mem.status(user_id=user_id)
        daemon = self.daemon
        if daemon is not None and self.worker_state is not None:
            daemon = {**daemon, "worker": self.worker_state()}
        report["daemon"] = daemon
        return report

    async def forget(self, *, user_id: str, **scope: Any) -> dict[str, Any]:
        return (await self.mem.forget(user_id=user_id, **scope)).to_dict()

    async def export(self, *, user_id: str, facts: bool = False) -> AsyncIterator[dict[str, Any]]:
        async for item in self.mem.export(user_id=user_id, facts=facts):
            yield item

    async def aclose(self) -> None:
        if self._owns:
            await self.mem.close()
