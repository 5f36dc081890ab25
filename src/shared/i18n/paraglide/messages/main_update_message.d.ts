/**
* | output |
* | --- |
* | "Freight Desk {version} is ready to install." |
*
* @param {Main_Update_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_update_message: ((inputs: Main_Update_MessageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Update_MessageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Update_MessageInputs = {
    version: NonNullable<unknown>;
};
