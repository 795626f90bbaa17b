// AlertSnapTesting: see ARCHITECTURE.md. This placeholder is replaced as the module is built.
