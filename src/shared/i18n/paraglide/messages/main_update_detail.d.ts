/**
* | output |
* | --- |
* | "Restart now to use it, or choose Later: it installs the next time you quit Freight Desk." |
*
* @param {Main_Update_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_update_detail: ((inputs?: Main_Update_DetailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Update_DetailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Update_DetailInputs = {};
