/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_List_CountInputs */

const en_tracking_list_count = /** @type {(inputs: Tracking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shipment`);
	return /** @type {LocalizedString} */ (`${i?.shown} shipments`)
	
};

const es_tracking_list_count = /** @type {(inputs: Tracking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} envío`);
	return /** @type {LocalizedString} */ (`${i?.shown} envíos`)
	
};

const en_xa2_tracking_list_count = /** @type {(inputs: Tracking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţš ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment" |
* | * | "{shown} shipments" |
*
* @param {Tracking_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_count = /** @type {((inputs: Tracking_List_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_List_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_list_count(inputs)
	if (locale === "en-XA") return en_xa2_tracking_list_count(inputs)
	return en_tracking_list_count(inputs)
});