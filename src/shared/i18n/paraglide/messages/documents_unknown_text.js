/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Unknown_TextInputs */

const en_documents_unknown_text = /** @type {(inputs: Documents_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checklist above was read again: if the document now shows as uploaded, the file went through. Upload it again only if it does not.`)
};

const es_documents_unknown_text = /** @type {(inputs: Documents_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista de arriba se ha vuelto a leer: si el documento figura ahora como subido, el archivo llegó. Vuelva a subirlo solo si no figura.`)
};

const en_xa2_documents_unknown_text = /** @type {(inputs: Documents_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çĥéçķļíšţ áƀóṽé ŵáš ŕéáð áĝáíñ: íƒ ţĥé ðóçúɱéñţ ñóŵ šĥóŵš áš úþļóáðéð, ţĥé ƒíļé ŵéñţ ţĥŕóúĝĥ. Úþļóáð íţ áĝáíñ óñļý íƒ íţ ðóéš ñóţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The checklist above was read again: if the document now shows as uploaded, the file went through. Upload it again only if it does not." |
*
* @param {Documents_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_text = /** @type {((inputs?: Documents_Unknown_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Unknown_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_unknown_text(inputs)
	if (locale === "en-XA") return en_xa2_documents_unknown_text(inputs)
	return en_documents_unknown_text(inputs)
});