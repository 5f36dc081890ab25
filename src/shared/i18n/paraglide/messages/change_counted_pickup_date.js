/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Pickup_DateInputs */

const en_change_counted_pickup_date = /** @type {(inputs: Change_Counted_Pickup_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pickup moved`);
	return /** @type {LocalizedString} */ (`${i?.count} pickup moved`)
	
};

const es_change_counted_pickup_date = /** @type {(inputs: Change_Counted_Pickup_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} recogida modificada`);
	return /** @type {LocalizedString} */ (`${i?.count} recogidas modificadas`)
	
};

const en_xa2_change_counted_pickup_date = /** @type {(inputs: Change_Counted_Pickup_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} þíçķúþ ɱóṽéð ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} þíçķúþ ɱóṽéð ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pickup moved" |
* | * | "{count} pickup moved" |
*
* @param {Change_Counted_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_pickup_date = /** @type {((inputs: Change_Counted_Pickup_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Pickup_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_counted_pickup_date(inputs)
	if (locale === "en-XA") return en_xa2_change_counted_pickup_date(inputs)
	return en_change_counted_pickup_date(inputs)
});