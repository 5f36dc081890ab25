/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Kind_Status_HintInputs */

const en_change_kind_status_hint = /** @type {(inputs: Change_Kind_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shipment’s tracking status moved (picked up, in transit, delivered…).`)
};

const es_change_kind_status_hint = /** @type {(inputs: Change_Kind_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado de seguimiento de un envío cambió (recogido, en tránsito, entregado…).`)
};

const en_xa2_change_kind_status_hint = /** @type {(inputs: Change_Kind_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šĥíþɱéñţ’š ţŕáçķíñĝ šţáţúš ɱóṽéð (þíçķéð úþ, íñ ţŕáñšíţ, ðéļíṽéŕéð…). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A shipment’s tracking status moved (picked up, in transit, delivered…)." |
*
* @param {Change_Kind_Status_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status_hint = /** @type {((inputs?: Change_Kind_Status_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Status_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_kind_status_hint(inputs)
	if (locale === "en-XA") return en_xa2_change_kind_status_hint(inputs)
	return en_change_kind_status_hint(inputs)
});