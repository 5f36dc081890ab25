/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Goods_Unit_LinesInputs */

const en_tracking_goods_unit_lines = /** @type {(inputs: Tracking_Goods_Unit_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} unit line`);
	return /** @type {LocalizedString} */ (`${i?.shown} unit lines`)
	
};

const es_tracking_goods_unit_lines = /** @type {(inputs: Tracking_Goods_Unit_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} línea`);
	return /** @type {LocalizedString} */ (`${i?.shown} líneas`)
	
};

const en_xa2_tracking_goods_unit_lines = /** @type {(inputs: Tracking_Goods_Unit_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} úñíţ ļíñé ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} úñíţ ļíñéš ·~ ·]`)
	
};

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
export const tracking_goods_unit_lines = /** @type {((inputs: Tracking_Goods_Unit_LinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_Unit_LinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_unit_lines(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_unit_lines(inputs)
	return en_tracking_goods_unit_lines(inputs)
});