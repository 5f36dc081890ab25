/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_List_KeysInputs */

const en_tracking_list_keys = /** @type {(inputs: Tracking_List_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrow keys move through the list, Enter opens a shipment. Sort with the column headers.`)
};

const es_tracking_list_keys = /** @type {(inputs: Tracking_List_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las flechas recorren la lista e Intro abre un envío. Se ordena con las cabeceras de las columnas.`)
};

const en_xa2_tracking_list_keys = /** @type {(inputs: Tracking_List_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áŕŕóŵ ķéýš ɱóṽé ţĥŕóúĝĥ ţĥé ļíšţ, Éñţéŕ óþéñš á šĥíþɱéñţ. Šóŕţ ŵíţĥ ţĥé çóļúɱñ ĥéáðéŕš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Arrow keys move through the list, Enter opens a shipment. Sort with the column headers." |
*
* @param {Tracking_List_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_keys = /** @type {((inputs?: Tracking_List_KeysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_List_KeysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_list_keys(inputs)
	if (locale === "en-XA") return en_xa2_tracking_list_keys(inputs)
	return en_tracking_list_keys(inputs)
});