/**
* | output |
* | --- |
* | "Saving files is not available here." |
*
* @param {Main_Desktop_No_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_desktop_no_saving: ((inputs?: Main_Desktop_No_SavingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Desktop_No_SavingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Desktop_No_SavingInputs = {};
