/**
* | output |
* | --- |
* | "Bring All to Front" |
*
* @param {Menu_Bring_All_To_FrontInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_bring_all_to_front: ((inputs?: Menu_Bring_All_To_FrontInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Bring_All_To_FrontInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_Bring_All_To_FrontInputs = {};
