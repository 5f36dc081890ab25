/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Free_CountInputs */

const en_today_free_count = /** @type {(inputs: Today_Free_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} charge within 48 hours of the last free day or past it`);
	return /** @type {LocalizedString} */ (`${i?.shown} charges within 48 hours of the last free day or past it`)
	
};

const es_today_free_count = /** @type {(inputs: Today_Free_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cargo a 48 horas o menos del último día libre, o ya pasado`);
	return /** @type {LocalizedString} */ (`${i?.shown} cargos a 48 horas o menos del último día libre, o ya pasados`)
	
};

const en_xa2_today_free_count = /** @type {(inputs: Today_Free_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çĥáŕĝé ŵíţĥíñ 48 ĥóúŕš óƒ ţĥé ļášţ ƒŕéé ðáý óŕ þášţ íţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çĥáŕĝéš ŵíţĥíñ 48 ĥóúŕš óƒ ţĥé ļášţ ƒŕéé ðáý óŕ þášţ íţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} charge within 48 hours of the last free day or past it" |
* | * | "{shown} charges within 48 hours of the last free day or past it" |
*
* @param {Today_Free_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_count = /** @type {((inputs: Today_Free_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Free_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_free_count(inputs)
	if (locale === "en-XA") return en_xa2_today_free_count(inputs)
	return en_today_free_count(inputs)
});