/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Kind_Added_HintInputs */

const en_change_kind_added_hint = /** @type {(inputs: Change_Kind_Added_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shipment booked elsewhere appears in the list (not the ones you book here).`)
};

const es_change_kind_added_hint = /** @type {(inputs: Change_Kind_Added_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aparece en la lista un envío reservado en otro lugar (no los que reserva aquí).`)
};

const en_xa2_change_kind_added_hint = /** @type {(inputs: Change_Kind_Added_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šĥíþɱéñţ ƀóóķéð éļšéŵĥéŕé áþþéáŕš íñ ţĥé ļíšţ (ñóţ ţĥé óñéš ýóú ƀóóķ ĥéŕé). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A shipment booked elsewhere appears in the list (not the ones you book here)." |
*
* @param {Change_Kind_Added_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added_hint = /** @type {((inputs?: Change_Kind_Added_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Added_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_kind_added_hint(inputs)
	if (locale === "en-XA") return en_xa2_change_kind_added_hint(inputs)
	return en_change_kind_added_hint(inputs)
});