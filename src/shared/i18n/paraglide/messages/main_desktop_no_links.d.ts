/**
* | output |
* | --- |
* | "Opening links is not available here." |
*
* @param {Main_Desktop_No_LinksInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_desktop_no_links: ((inputs?: Main_Desktop_No_LinksInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Desktop_No_LinksInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Desktop_No_LinksInputs = {};
