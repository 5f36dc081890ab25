/**
* | output |
* | --- |
* | "The save’s outcome is unknown: check Quotes before booking" |
*
* @param {Rating_Book_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_book_unknown_title: ((inputs?: Rating_Book_Unknown_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Book_Unknown_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Book_Unknown_TitleInputs = {};
