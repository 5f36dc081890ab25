/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_PastInputs */

const en_change_counted_free_time_past = /** @type {(inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} past free time`);
	return /** @type {LocalizedString} */ (`${i?.count} past free time`)
	
};

const es_change_counted_free_time_past = /** @type {(inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} fuera de tiempo libre`);
	return /** @type {LocalizedString} */ (`${i?.count} fuera de tiempo libre`)
	
};

const en_xa2_change_counted_free_time_past = /** @type {(inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} þášţ ƒŕéé ţíɱé ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} þášţ ƒŕéé ţíɱé ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} past free time" |
* | * | "{count} past free time" |
*
* @param {Change_Counted_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_past = /** @type {((inputs: Change_Counted_Free_Time_PastInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Free_Time_PastInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_counted_free_time_past(inputs)
	if (locale === "en-XA") return en_xa2_change_counted_free_time_past(inputs)
	return en_change_counted_free_time_past(inputs)
});