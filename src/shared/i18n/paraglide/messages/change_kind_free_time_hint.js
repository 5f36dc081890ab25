/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Kind_Free_Time_HintInputs */

const en_change_kind_free_time_hint = /** @type {(inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A booked sea shipment came within 48 hours of its last free day (demurrage, detention, storage), or passed it, while its clock runs.`)
};

const es_change_kind_free_time_hint = /** @type {(inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un envío marítimo reservado está a 48 horas o menos de su último día libre (demora, detención, almacenaje), o lo ha pasado, con su reloj en marcha.`)
};

const en_xa2_change_kind_free_time_hint = /** @type {(inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƀóóķéð šéá šĥíþɱéñţ çáɱé ŵíţĥíñ 48 ĥóúŕš óƒ íţš ļášţ ƒŕéé ðáý (ðéɱúŕŕáĝé, ðéţéñţíóñ, šţóŕáĝé), óŕ þáššéð íţ, ŵĥíļé íţš çļóçķ ŕúñš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A booked sea shipment came within 48 hours of its last free day (demurrage, detention, storage), or passed it, while its clock runs." |
*
* @param {Change_Kind_Free_Time_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time_hint = /** @type {((inputs?: Change_Kind_Free_Time_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Free_Time_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_kind_free_time_hint(inputs)
	if (locale === "en-XA") return en_xa2_change_kind_free_time_hint(inputs)
	return en_change_kind_free_time_hint(inputs)
});