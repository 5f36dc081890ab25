/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Staged_TextInputs */

const en_documents_staged_text = /** @type {(inputs: Documents_Staged_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each file is proposed for the document its name matches, else the first required document not uploaded yet. Change any before uploading.`)
};

const es_documents_staged_text = /** @type {(inputs: Documents_Staged_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada archivo se propone para el documento cuyo nombre coincide con el suyo o, si no, para el primer documento obligatorio aún sin subir. Cambie lo que haga falta antes de subirlos.`)
};

const en_xa2_documents_staged_text = /** @type {(inputs: Documents_Staged_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ ƒíļé íš þŕóþóšéð ƒóŕ ţĥé ðóçúɱéñţ íţš ñáɱé ɱáţçĥéš, éļšé ţĥé ƒíŕšţ ŕéǫúíŕéð ðóçúɱéñţ ñóţ úþļóáðéð ýéţ. Çĥáñĝé áñý ƀéƒóŕé úþļóáðíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Each file is proposed for the document its name matches, else the first required document not uploaded yet. Change any before uploading." |
*
* @param {Documents_Staged_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_text = /** @type {((inputs?: Documents_Staged_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Staged_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_staged_text(inputs)
	if (locale === "en-XA") return en_xa2_documents_staged_text(inputs)
	return en_documents_staged_text(inputs)
});