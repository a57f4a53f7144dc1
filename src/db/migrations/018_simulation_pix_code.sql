-- A BR on-ramp simulation carries the BR Code its transfer will carry (the interface shows pixCopyAndPaste on the
-- simulation too): the txid is chosen when the simulation is made, and the transfer made from it reuses both.
ALTER TABLE simulations ADD COLUMN pix_txid text UNIQUE;
ALTER TABLE simulations ADD COLUMN pix_copy_and_paste text;
