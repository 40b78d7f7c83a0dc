"""Settings: one frozen object, read from ``config.toml`` and ``ENGRAM_*`` variables, validated once.

Precedence, highest first: ``ENGRAM_<SECTION>__<KEY>`` environment variables (for example
``ENGRAM_STORAGE__PATH`` or ``ENGRAM_RECALL__K``), then the TOML file, then the defaults below.
Unknown keys in the file are errors (a typo must not be silently ignored). Nothing here runs at
import time: call :meth:`Settings.load`.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic import ValidationError as PydanticValidationError
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from engram.errors import ConfigError

_SECTION = ConfigDict(extra="forbid", frozen=True)


class StorageSettings(BaseModel):
    """Where and how the SQLite file is kept."""

    model_config = _SECTION
    path: str = ""  # "" = $ENGRAM_HOME/engram.db, else $XDG_DATA_HOME/engram/engram.db
    busy_timeout_ms: int = Field(default=10_000, ge=0)
    synchronous: Literal["FULL", "NORMAL"] = "FULL"


class WriteSettings(BaseModel):
    """Limits of the System-1 write path."""

    model_config = _SECTION
    max_chars: int = Field(default=1_000_000, ge=1)
    max_metadata_bytes: int = Field(default=65_536, ge=2)
    future_tolerance_s: int = Field(default=300, ge=0)
    import_batch_size: int = Field(default=64, ge=1)


class EmbeddingSettings(BaseModel):
    """The embedding model; ``builtin:all-MiniLM-L6-v2`` is the offline default shipped on PyPI."""

    model_config = _SECTION
    backend: Literal["onnx", "sentence-transformers", "hash"] = "onnx"
    model: str = "builtin:all-MiniLM-L6-v2"
    dim: int = Field(default=384, ge=8)
    device: str = "cpu"
    write_max_tokens: int = Field(default=64, ge=8)
    refine_in_consolidation: bool = True
    quantize: Literal["none", "int8"] = "int8"
    batch_size: int = Field(default=64, ge=1)
    threads: int = Field(default=1, ge=1, le=64)  # onnx: intra-op threads of the model thread
    bulk_threads: int = Field(default=2, ge=1, le=64)  # onnx: threads for a foreground batch
    cache_dir: str = ""  # onnx: "" = $XDG_CACHE_HOME/engram, else ~/.cache/engram


class LexicalSettings(BaseModel):
    """Text analysis for the BM25 index."""

    model_config = _SECTION
    korean: Literal["kiwi", "none"] = "kiwi"


class QueueSettings(BaseModel):
    """How the consolidation worker is woken."""

    model_config = _SECTION
    backend: Literal["inprocess", "arq"] = "inprocess"
    redis_url: str = "redis://127.0.0.1:6379/0"


class RecallSettings(BaseModel):
    """The reader's defaults."""

    model_config = _SECTION
    k: int = Field(default=10, ge=1, le=1000)
    rrf_k: int = Field(default=5, ge=1)
    candidates_per_channel: int = Field(default=50, ge=1)
    weight_dense: float = Field(default=0.5, ge=0)
    weight_lexical: float = Field(default=1.0, ge=0)
    weight_graph: float = Field(default=0.5, ge=0)
    weight_intent: float = Field(default=1.5, ge=0)
    weight_recency: float = Field(default=0.1, ge=0)
    neighbour_weight: float = Field(default=0.6, ge=0, le=1)
    neighbour_span: int = Field(default=2, ge=0)
    neighbour_parents: int = Field(default=20, ge=0)
    other_speaker_factor: float = Field(default=0.5, ge=0, le=1)
    weight_window: float = Field(default=1.0, ge=0)
    window_slack_days: float = Field(default=7.0, ge=0)
    abstain_min_dense: float = Field(default=0.5, ge=-1, le=1)
    abstain_min_dense_hangul: float = Field(default=0.8, ge=-1, le=1)
    abstain_min_coverage: float = Field(default=0.55, ge=0, le=1)
    relevance_min_dense_share: float = Field(default=0.75, ge=0, le=1)
    budget_tokens: int = Field(default=1500, ge=1)
    token_encoding: str = "o200k_base"
    vector_cache_mb: int = Field(default=512, ge=0)


class ConsolidationSettings(BaseModel):
    """The System-2 worker."""

    model_config = _SECTION
    extractor: Literal["rules", "llm"] = "rules"
    context_messages: int = Field(default=4, ge=0, le=32)
    batch_size: int = Field(default=16, ge=1, le=512)
    max_attempts: int = Field(default=6, ge=1)
    retry_backoff_s: float = Field(default=0.5, ge=0)
    lease_s: float = Field(default=60.0, gt=0)
    concurrency: int = Field(default=2, ge=1)
    poll_s: float = Field(default=5.0, gt=0)
    debounce_s: float = Field(default=0.25, ge=0)
    max_delay_s: float = Field(default=2.0, ge=0)
    reinforce_boost: float = Field(default=1.0, ge=0)
    half_life_days: float = Field(default=30.0, gt=0)


class LLMSettings(BaseModel):
    """The optional LLM (through litellm) for extraction and conflict adjudication; see config.toml."""

    model_config = _SECTION
    model: str = ""  # a litellm model name ("openai/gpt-4.1-mini", "ollama/qwen2.5"); "" = none
    api_base: str = ""  # "" = the provider's default endpoint
    api_key_env: str = ""  # the NAME of the variable holding the key; "" = none / provider default
    timeout_s: float = Field(default=60.0, gt=0)
    max_retries: int = Field(default=2, ge=0, le=10)
    retry_backoff_s: float = Field(default=1.0, ge=0)
    window_chars: int = Field(default=6000, ge=500)
    max_concurrent_calls: int = Field(default=4, ge=1)
    max_output_tokens: int = Field(default=4096, ge=64)
    temperature: float = Field(default=0.0, ge=0, le=2)
    response_format: Literal["auto", "json_schema", "json_object", "none"] = "auto"
    adjudicate: bool = True


class ServerSettings(BaseModel):
    """The sidecar daemon (``engram serve``) and how the CLI finds it."""

    model_config = _SECTION
    # "" = $ENGRAM_SOCKET, else $XDG_RUNTIME_DIR/engram/engram.sock, else /tmp/engram-$UID/engram.sock
    socket: str = ""
    tcp_port: int | None = Field(default=None, ge=1, le=65535)  # None = no TCP listener
    max_body_bytes: int = Field(default=2 * 1024 * 1024, ge=1024)
    max_import_bytes: int = Field(default=64 * 1024 * 1024, ge=1024)
    shutdown_timeout_s: float = Field(default=30.0, gt=0)
    keep_alive_s: float = Field(default=30.0, gt=0)
    worker_stop_timeout_s: float = Field(default=10.0, gt=0)
    worker: Literal["process", "inprocess"] = "process"
    worker_nice: int = Field(default=10, ge=0, le=19)
    client_timeout_s: float = Field(default=600.0, gt=0)


class PredicateSettings(BaseModel):
    """A predicate of the vocabulary; see consolidator/vocabulary.py."""

    model_config = _SECTION
    cardinality: Literal["one", "many"]
    synonyms: list[str] = []
    template: str = "{subject} {predicate} {object}"
    cues: list[str] = []
    person_object: bool = False


class Settings(BaseSettings):
    """All of Engram's configuration. Frozen; build it with :meth:`load`."""

    model_config = SettingsConfigDict(
        env_prefix="ENGRAM_",
        env_nested_delimiter="__",
        extra="forbid",
        frozen=True,
    )
    storage: StorageSettings = StorageSettings()
    write: WriteSettings = WriteSettings()
    embedding: EmbeddingSettings = EmbeddingSettings()
    lexical: LexicalSettings = LexicalSettings()
    queue: QueueSettings = QueueSettings()
    recall: RecallSettings = RecallSettings()
    consolidation: ConsolidationSettings = ConsolidationSettings()
    server: ServerSettings = ServerSettings()
    llm: LLMSettings = LLMSettings()
    predicates: dict[str, PredicateSettings] = {}

    @model_validator(mode="after")
    def _llm_extractor_needs_a_model(self) -> Settings:
        if self.consolidation.extractor == "llm" and not self.llm.model.strip():
            raise ValueError(
                'consolidation.extractor = "llm" needs llm.model, a litellm model name such as '
                '"openai/gpt-4.1-mini" or "ollama/qwen2.5:7b" (set [llm] model in config.toml or '
                'ENGRAM_LLM__MODEL), or use extractor = "rules"'
            )
        return self

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # The environment overrides the TOML file (passed as init values); no .env, no secrets dir.
        return (env_settings, init_settings)

    @classmethod
    def load(cls, path: str | Path | None = None, **overrides: Any) -> Settings:
        """Read ``path`` (or ``$ENGRAM_CONFIG``; none = defaults), apply ENGRAM_* and ``overrides``.

        ``overrides`` are section dicts, e.g. ``storage={"path": "/tmp/x.db"}``; they win over
        the file but not over the environment.

        Raises:
            ConfigError: the file is missing or not TOML, a key is unknown, or a value is invalid.
        """
        data: dict[str, Any] = {}
        chosen = path if path is not None else os.environ.get("ENGRAM_CONFIG")
        if chosen:
            p = Path(chosen)
            try:
                data = tomllib.loads(p.read_text(encoding="utf-8"))
            except FileNotFoundError as exc:
                raise ConfigError(f"config file not found: {p}") from exc
            except tomllib.TOMLDecodeError as exc:
                raise ConfigError(f"config file {p} is not valid TOML: {exc}") from exc
        for section, values in overrides.items():
            merged = dict(data.get(section, {}))
            merged.update(values)
            data[section] = merged
        try:
            return cls(**data)
        except PydanticValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}".removeprefix(": ")
                for err in exc.errors()
            )
            raise ConfigError(f"invalid configuration: {problems}") from exc

    def db_path(self) -> Path:
        """The database file: ``storage.path``, else ``$ENGRAM_HOME/engram.db``, else XDG data dir."""
        if self.storage.path:
            return Path(self.storage.path).expanduser()
        home = os.environ.get("ENGRAM_HOME")
        if home:
            return Path(home).expanduser() / "engram.db"
        xdg = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        return Path(xdg) / "engram" / "engram.db"

    def socket_path(self, explicit: str | Path | None = None) -> Path:
        """The daemon's Unix socket: ``explicit``, else ``$ENGRAM_SOCKET``, else ``server.socket``,
        else the per-user default (see :func:`engram.daemon.paths.resolve_socket_path`)."""
        from engram.daemon.paths import resolve_socket_path

        return resolve_socket_path(explicit, configured=self.server.socket or None)
