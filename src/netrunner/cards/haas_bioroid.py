"""Card declarations: haas_bioroid."""
