"""``python -m host_tools``."""

from host_tools.cli import main

raise SystemExit(main())
