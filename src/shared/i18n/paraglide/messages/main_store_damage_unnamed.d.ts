/**
* | output |
* | --- |
* | "damaged" |
*
* @param {Main_Store_Damage_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_damage_unnamed: ((inputs?: Main_Store_Damage_UnnamedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Damage_UnnamedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Damage_UnnamedInputs = {};
