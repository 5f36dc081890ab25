/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Sent_UnknownInputs */

const en_tariffs_sent_unknown = /** @type {(inputs: Tariffs_Sent_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent; outcome unknown. Check the report before adding them again.`)
};

const es_tariffs_sent_unknown = /** @type {(inputs: Tariffs_Sent_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada; resultado desconocido. Compruebe el informe antes de volver a añadirlos.`)
};

const en_xa2_tariffs_sent_unknown = /** @type {(inputs: Tariffs_Sent_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñţ; óúţçóɱé úñķñóŵñ. Çĥéçķ ţĥé ŕéþóŕţ ƀéƒóŕé áððíñĝ ţĥéɱ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Sent; outcome unknown. Check the report before adding them again." |
*
* @param {Tariffs_Sent_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_sent_unknown = /** @type {((inputs?: Tariffs_Sent_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Sent_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_sent_unknown(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_sent_unknown(inputs)
	return en_tariffs_sent_unknown(inputs)
});