/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Lines_NeedInputs */

const en_today_lines_need = /** @type {(inputs: Today_Lines_NeedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`line needs a look.`);
	return /** @type {LocalizedString} */ (`lines need a look.`)
	
};

const es_today_lines_need = /** @type {(inputs: Today_Lines_NeedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`línea requiere atención.`);
	return /** @type {LocalizedString} */ (`líneas requieren atención.`)
	
};

const en_xa2_today_lines_need = /** @type {(inputs: Today_Lines_NeedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[ļíñé ñééðš á ļóóķ. ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[ļíñéš ñééð á ļóóķ. ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "line needs a look." |
* | * | "lines need a look." |
*
* @param {Today_Lines_NeedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_lines_need = /** @type {((inputs: Today_Lines_NeedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Lines_NeedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_lines_need(inputs)
	if (locale === "en-XA") return en_xa2_today_lines_need(inputs)
	return en_today_lines_need(inputs)
});