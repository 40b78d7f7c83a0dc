"""Waking the consolidation worker after a write.

SQLite's ``consolidation_state`` rows are the truth; a wake-up only says "look again". A lost or
duplicated wake-up therefore changes nothing: the worker always re-reads pending rows.
"""

from __future__ import annotations

import asyncio
from typing import Protocol


class WakeSignal(Protocol):
    """Tells workers that a user has new pending episodes."""

    def notify(self, user_id: str) -> None:
        """Record that ``user_id`` has pending work. Must not block or raise."""
        ...


class LocalWakeSignal:
    """In-process wake-ups for the embedded worker: a set of dirty users and an event.

    :meth:`take` waits until at least one user was notified and returns them all.
    """

    def __init__(self) -> None:
        self._dirty: dict[str, None] = {}
        self._event = asyncio.Event()

    def notify(self, user_id: str) -> None:
        self._dirty[user_id] = None
        self._event.set()

    def pending_users(self) -> list[str]:
        """Users notified since the last :meth:`take`, in notification order."""
        return list(self._dirty)

    async def take(self, timeout_s: float | None = None) -> list[str]:
        """Wait for a notification (up to ``timeout_s``; None = forever); return and clear the set."""
        if not self._dirty:
            try:
                await asyncio.wait_for(self._event.wait(), timeout_s)
            except TimeoutError:
                return []
        users = list(self._dirty)
        self._dirty.clear()
        self._event.clear()
        return users
