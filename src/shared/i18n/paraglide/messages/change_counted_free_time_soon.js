/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_SoonInputs */

const en_change_counted_free_time_soon = /** @type {(inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} free time ending`);
	return /** @type {LocalizedString} */ (`${i?.count} free time ending`)
	
};

const es_change_counted_free_time_soon = /** @type {(inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} tiempo libre por agotarse`);
	return /** @type {LocalizedString} */ (`${i?.count} tiempos libres por agotarse`)
	
};

const en_xa2_change_counted_free_time_soon = /** @type {(inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ƒŕéé ţíɱé éñðíñĝ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ƒŕéé ţíɱé éñðíñĝ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} free time ending" |
* | * | "{count} free time ending" |
*
* @param {Change_Counted_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_soon = /** @type {((inputs: Change_Counted_Free_Time_SoonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Free_Time_SoonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_counted_free_time_soon(inputs)
	if (locale === "en-XA") return en_xa2_change_counted_free_time_soon(inputs)
	return en_change_counted_free_time_soon(inputs)
});