/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Documents_CountInputs */

const en_today_documents_count = /** @type {(inputs: Today_Documents_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shipment picking up in the next 3 days`);
	return /** @type {LocalizedString} */ (`${i?.shown} shipments picking up in the next 3 days`)
	
};

const es_today_documents_count = /** @type {(inputs: Today_Documents_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} envío con recogida en los próximos 3 días`);
	return /** @type {LocalizedString} */ (`${i?.shown} envíos con recogida en los próximos 3 días`)
	
};

const en_xa2_today_documents_count = /** @type {(inputs: Today_Documents_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţ þíçķíñĝ úþ íñ ţĥé ñéẋţ 3 ðáýš ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţš þíçķíñĝ úþ íñ ţĥé ñéẋţ 3 ðáýš ·~ ·~ ·~ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment picking up in the next 3 days" |
* | * | "{shown} shipments picking up in the next 3 days" |
*
* @param {Today_Documents_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_count = /** @type {((inputs: Today_Documents_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Documents_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_documents_count(inputs)
	if (locale === "en-XA") return en_xa2_today_documents_count(inputs)
	return en_today_documents_count(inputs)
});