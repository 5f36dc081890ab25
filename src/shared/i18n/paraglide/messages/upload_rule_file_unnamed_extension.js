/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_Rule_File_Unnamed_ExtensionInputs */

const en_upload_rule_file_unnamed_extension = /** @type {(inputs: Upload_Rule_File_Unnamed_ExtensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One of the files needs an extension such as .csv`)
};

const es_upload_rule_file_unnamed_extension = /** @type {(inputs: Upload_Rule_File_Unnamed_ExtensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uno de los archivos necesita una extensión como .csv`)
};

const en_xa2_upload_rule_file_unnamed_extension = /** @type {(inputs: Upload_Rule_File_Unnamed_ExtensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñé óƒ ţĥé ƒíļéš ñééðš áñ éẋţéñšíóñ šúçĥ áš .çšṽ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "One of the files needs an extension such as .csv" |
*
* @param {Upload_Rule_File_Unnamed_ExtensionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const upload_rule_file_unnamed_extension = /** @type {((inputs?: Upload_Rule_File_Unnamed_ExtensionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Rule_File_Unnamed_ExtensionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_upload_rule_file_unnamed_extension(inputs)
	if (locale === "en-XA") return en_xa2_upload_rule_file_unnamed_extension(inputs)
	return en_upload_rule_file_unnamed_extension(inputs)
});