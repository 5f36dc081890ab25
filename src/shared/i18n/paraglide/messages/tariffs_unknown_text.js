/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Unknown_TextInputs */

const en_tariffs_unknown_text = /** @type {(inputs: Tariffs_Unknown_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check the tariff report below for contract ${i?.contract}: if the tariff's rates are listed, it went through. Upload these files again only if they are not.`)
};

const es_tariffs_unknown_text = /** @type {(inputs: Tariffs_Unknown_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compruebe el contrato ${i?.contract} en el informe de tarifas de abajo: si aparecen los precios de la tarifa, llegó. Vuelva a subir estos archivos solo si no aparecen.`)
};

const en_xa2_tariffs_unknown_text = /** @type {(inputs: Tariffs_Unknown_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé ţáŕíƒƒ ŕéþóŕţ ƀéļóŵ ƒóŕ çóñţŕáçţ ${i?.contract}: íƒ ţĥé ţáŕíƒƒ'š ŕáţéš áŕé ļíšţéð, íţ ŵéñţ ţĥŕóúĝĥ. Úþļóáð ţĥéšé ƒíļéš áĝáíñ óñļý íƒ ţĥéý áŕé ñóţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Check the tariff report below for contract {contract}: if the tariff's rates are listed, it went through. Upload these files again only if they are not." |
*
* @param {Tariffs_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_unknown_text = /** @type {((inputs: Tariffs_Unknown_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Unknown_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_unknown_text(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_unknown_text(inputs)
	return en_tariffs_unknown_text(inputs)
});