/**
* | output |
* | --- |
* | "Pieces" |
*
* @param {Rating_Lines_PiecesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pieces: ((inputs?: Rating_Lines_PiecesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_PiecesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Lines_PiecesInputs = {};
