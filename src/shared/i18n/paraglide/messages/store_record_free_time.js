/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Record_Free_TimeInputs */

const en_store_record_free_time = /** @type {(inputs: Store_Record_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the free-time conditions of saved rates and booked shipments`)
};

const es_store_record_free_time = /** @type {(inputs: Store_Record_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las condiciones de tiempo libre de las tarifas guardadas y de los envíos reservados`)
};

const en_xa2_store_record_free_time = /** @type {(inputs: Store_Record_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ƒŕéé-ţíɱé çóñðíţíóñš óƒ šáṽéð ŕáţéš áñð ƀóóķéð šĥíþɱéñţš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the free-time conditions of saved rates and booked shipments" |
*
* @param {Store_Record_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_record_free_time = /** @type {((inputs?: Store_Record_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Record_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_record_free_time(inputs)
	if (locale === "en-XA") return en_xa2_store_record_free_time(inputs)
	return en_store_record_free_time(inputs)
});