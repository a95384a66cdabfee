-- A portfolio's performance can be unknown (issue 13): holdings without a time column (symbol, shares,
-- price — one row each) say nothing about how they did, and core's generatePortfolio gives performance
-- null instead of a made-up 0%. The app saves what core computed, so the column takes NULL; the default
-- stays 0 for rows written without the column.
ALTER TABLE public.portfolios ALTER COLUMN performance DROP NOT NULL;
