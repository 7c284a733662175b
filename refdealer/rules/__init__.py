"""The rules over the table, one module per area, each citing the catalog's rule ids."""
