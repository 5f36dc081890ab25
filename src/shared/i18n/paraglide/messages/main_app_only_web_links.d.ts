/**
* | output |
* | --- |
* | "Only web links (http or https) can be opened." |
*
* @param {Main_App_Only_Web_LinksInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_app_only_web_links: ((inputs?: Main_App_Only_Web_LinksInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_App_Only_Web_LinksInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_App_Only_Web_LinksInputs = {};
