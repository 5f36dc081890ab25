/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Changes_CountInputs */

const en_today_changes_count = /** @type {(inputs: Today_Changes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} change`);
	return /** @type {LocalizedString} */ (`${i?.shown} changes`)
	
};

const es_today_changes_count = /** @type {(inputs: Today_Changes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cambio`);
	return /** @type {LocalizedString} */ (`${i?.shown} cambios`)
	
};

const en_xa2_today_changes_count = /** @type {(inputs: Today_Changes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çĥáñĝé ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çĥáñĝéš ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} change" |
* | * | "{shown} changes" |
*
* @param {Today_Changes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_count = /** @type {((inputs: Today_Changes_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Changes_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_changes_count(inputs)
	if (locale === "en-XA") return en_xa2_today_changes_count(inputs)
	return en_today_changes_count(inputs)
});