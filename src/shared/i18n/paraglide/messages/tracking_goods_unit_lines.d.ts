/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} unit line" |
* | * | "{shown} unit lines" |
*
* @param {Tracking_Goods_Unit_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_unit_lines: ((inputs: Tracking_Goods_Unit_LinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Unit_LinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Goods_Unit_LinesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
