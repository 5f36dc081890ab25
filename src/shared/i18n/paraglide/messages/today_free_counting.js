/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, text: NonNullable<unknown> }} Today_Free_CountingInputs */

const en_today_free_counting = /** @type {(inputs: Today_Free_CountingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} · ${i?.shown} more shipment counting down in Tracking`);
	return /** @type {LocalizedString} */ (`${i?.text} · ${i?.shown} more shipments counting down in Tracking`)
	
};

const es_today_free_counting = /** @type {(inputs: Today_Free_CountingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} · ${i?.shown} envío más en cuenta atrás en Seguimiento`);
	return /** @type {LocalizedString} */ (`${i?.text} · ${i?.shown} envíos más en cuenta atrás en Seguimiento`)
	
};

const en_xa2_today_free_counting = /** @type {(inputs: Today_Free_CountingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.text} · ${i?.shown} ɱóŕé šĥíþɱéñţ çóúñţíñĝ ðóŵñ íñ Ţŕáçķíñĝ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.text} · ${i?.shown} ɱóŕé šĥíþɱéñţš çóúñţíñĝ ðóŵñ íñ Ţŕáçķíñĝ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{text} · {shown} more shipment counting down in Tracking" |
* | * | "{text} · {shown} more shipments counting down in Tracking" |
*
* @param {Today_Free_CountingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_counting = /** @type {((inputs: Today_Free_CountingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Free_CountingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_free_counting(inputs)
	if (locale === "en-XA") return en_xa2_today_free_counting(inputs)
	return en_today_free_counting(inputs)
});