/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_MoreInputs */

const en_tracking_more = /** @type {(inputs: Tracking_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} more`);
	return /** @type {LocalizedString} */ (`${i?.shown} more`)
	
};

const es_tracking_more = /** @type {(inputs: Tracking_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} más`);
	return /** @type {LocalizedString} */ (`${i?.shown} más`)
	
};

const en_xa2_tracking_more = /** @type {(inputs: Tracking_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ɱóŕé ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ɱóŕé ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} more" |
* | * | "{shown} more" |
*
* @param {Tracking_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_more = /** @type {((inputs: Tracking_MoreInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_MoreInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_more(inputs)
	if (locale === "en-XA") return en_xa2_tracking_more(inputs)
	return en_tracking_more(inputs)
});