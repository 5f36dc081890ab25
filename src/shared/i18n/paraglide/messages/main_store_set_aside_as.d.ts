/**
* | output |
* | --- |
* | "The damaged file was set aside unchanged as {setAsidePath}, and a new store is filled again from the service: the shipment list by the next sync, other recor..." |
*
* @param {Main_Store_Set_Aside_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_set_aside_as: ((inputs: Main_Store_Set_Aside_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Set_Aside_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Set_Aside_AsInputs = {
    setAsidePath: NonNullable<unknown>;
};
