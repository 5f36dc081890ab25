/**
* | output |
* | --- |
* | "Freight Desk" |
*
* @param {App_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_name: ((inputs?: App_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Opening {screen}…" |
*
* @param {App_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_opening: ((inputs: App_OpeningInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_OpeningInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Part of Freight Desk failed to load. Restart the app; if it keeps happening, reinstall it." |
*
* @param {App_Part_Failed_To_LoadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_part_failed_to_load: ((inputs?: App_Part_Failed_To_LoadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Part_Failed_To_LoadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{screen} could not show what it received" |
*
* @param {App_Screen_Draw_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_draw_failed: ((inputs: App_Screen_Draw_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Draw_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Part of this screen failed while showing what the freight service sent{detail}. Try again; if it keeps happening, report it with what you were doing." |
*
* @param {App_Screen_Failed_DrawingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_failed_drawing: ((inputs: App_Screen_Failed_DrawingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Failed_DrawingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{screen} could not be opened" |
*
* @param {App_Screen_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_open_failed: ((inputs: App_Screen_Open_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Open_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {App_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_skip_to_content: ((inputs?: App_Skip_To_ContentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Skip_To_ContentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Appearance_DarkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_dark: ((inputs?: Appearance_DarkInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_DarkInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "How Freight Desk looks and speaks on this computer." |
*
* @param {Appearance_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_description: ((inputs?: Appearance_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Appearance_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language: ((inputs?: Appearance_LanguageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_LanguageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "System follows the language of your operating system: Spanish for any Spanish, English otherwise. Dates, numbers and amounts follow it." |
*
* @param {Appearance_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_hint: ((inputs?: Appearance_Language_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Language_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the language" |
*
* @param {Appearance_Language_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_save_failed: ((inputs?: Appearance_Language_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Language_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Appearance_LightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_light: ((inputs?: Appearance_LightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_LightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the appearance settings" |
*
* @param {Appearance_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_read_failed: ((inputs?: Appearance_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "System" |
*
* @param {Appearance_SystemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_system: ((inputs?: Appearance_SystemInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_SystemInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Appearance_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme: ((inputs?: Appearance_ThemeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_ThemeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "System follows the light or dark setting of your operating system." |
*
* @param {Appearance_Theme_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_hint: ((inputs?: Appearance_Theme_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Theme_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the theme" |
*
* @param {Appearance_Theme_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_save_failed: ((inputs?: Appearance_Theme_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Theme_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {Appearance_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_title: ((inputs?: Appearance_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "As of" |
*
* @param {As_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of: ((inputs?: As_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not fetched yet" |
*
* @param {As_Of_Not_FetchedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_not_fetched: ((inputs?: As_Of_Not_FetchedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_Of_Not_FetchedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved copy as of" |
*
* @param {As_Of_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_saved: ((inputs?: As_Of_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_Of_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No {noun} found for “{searched}”. Check the spelling or try another name or code." |
*
* @param {Autocomplete_None_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_none_found: ((inputs: Autocomplete_None_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_None_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved answer from an earlier search:" |
*
* @param {Autocomplete_Saved_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_saved_answer: ((inputs?: Autocomplete_Saved_AnswerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_Saved_AnswerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Searching for “{searched}”…" |
*
* @param {Autocomplete_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_searching: ((inputs: Autocomplete_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Suggestions" |
*
* @param {Autocomplete_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_suggestions: ((inputs?: Autocomplete_SuggestionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_SuggestionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Basket_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove: ((inputs?: Basket_RemoveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basket_RemoveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {file}" |
*
* @param {Basket_Remove_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove_file: ((inputs: Basket_Remove_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basket_Remove_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const cancel: ((inputs?: CancelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<CancelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new" |
* | * | "{count} new" |
*
* @param {Change_Counted_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_added: ((inputs: Change_Counted_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} customs status changed" |
* | * | "{count} customs status changed" |
*
* @param {Change_Counted_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_customs: ((inputs: Change_Counted_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} ETA moved" |
* | * | "{count} ETA moved" |
*
* @param {Change_Counted_Delivery_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_delivery_date: ((inputs: Change_Counted_Delivery_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Delivery_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document changed" |
* | * | "{count} documents changed" |
*
* @param {Change_Counted_Documents_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_changed: ((inputs: Change_Counted_Documents_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document uploaded" |
* | * | "{count} documents uploaded" |
*
* @param {Change_Counted_Documents_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_uploaded: ((inputs: Change_Counted_Documents_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document validated" |
* | * | "{count} documents validated" |
*
* @param {Change_Counted_Documents_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_validated: ((inputs: Change_Counted_Documents_ValidatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_ValidatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} past free time" |
* | * | "{count} past free time" |
*
* @param {Change_Counted_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_past: ((inputs: Change_Counted_Free_Time_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Free_Time_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} free time ending" |
* | * | "{count} free time ending" |
*
* @param {Change_Counted_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_soon: ((inputs: Change_Counted_Free_Time_SoonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Free_Time_SoonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new message" |
* | * | "{count} new messages" |
*
* @param {Change_Counted_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_messages: ((inputs: Change_Counted_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pickup moved" |
* | * | "{count} pickup moved" |
*
* @param {Change_Counted_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_pickup_date: ((inputs: Change_Counted_Pickup_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Pickup_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{count} {status}" |
*
* @param {Change_Counted_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_status: ((inputs: Change_Counted_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} no longer listed" |
* | * | "{count} no longer listed" |
*
* @param {Change_Counted_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_unlisted: ((inputs: Change_Counted_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: no longer uploaded" |
*
* @param {Change_Document_No_Longer_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_no_longer_uploaded: ((inputs: Change_Document_No_Longer_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_No_Longer_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {status}" |
*
* @param {Change_Document_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_status: ((inputs: Change_Document_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: validation status removed (was {was})" |
*
* @param {Change_Document_Status_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_status_removed: ((inputs: Change_Document_Status_RemovedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_Status_RemovedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A document" |
*
* @param {Change_Document_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_unnamed: ((inputs?: Change_Document_UnnamedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_UnnamedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} uploaded" |
*
* @param {Change_Document_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_uploaded: ((inputs: Change_Document_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} validated" |
*
* @param {Change_Document_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_validated: ((inputs: Change_Document_ValidatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_ValidatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Change_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time: ((inputs?: Change_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: past the last free day ({day}), the charge accrues" |
*
* @param {Change_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_past: ((inputs: Change_Free_Time_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, past the last free day ({day}), the charge accrues" |
*
* @param {Change_Free_Time_Past_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_past_unreported: ((inputs: Change_Free_Time_Past_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_Past_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon: ((inputs: Change_Free_Time_SoonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_SoonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_Soon_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon_unreported: ((inputs: Change_Free_Time_Soon_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_Soon_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New shipments" |
*
* @param {Change_Kind_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added: ((inputs?: Change_Kind_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A shipment booked elsewhere appears in the list (not the ones you book here)." |
*
* @param {Change_Kind_Added_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added_hint: ((inputs?: Change_Kind_Added_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Added_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customs status" |
*
* @param {Change_Kind_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs: ((inputs?: Change_Kind_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A shipment’s customs status moved (pending, cleared, held…)." |
*
* @param {Change_Kind_Customs_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs_hint: ((inputs?: Change_Kind_Customs_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Customs_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "ETA moved" |
*
* @param {Change_Kind_Delivery_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date: ((inputs?: Change_Kind_Delivery_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Delivery_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The estimated delivery date of a shipment changed." |
*
* @param {Change_Kind_Delivery_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date_hint: ((inputs?: Change_Kind_Delivery_Date_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Delivery_Date_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Document checks" |
*
* @param {Change_Kind_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents: ((inputs?: Change_Kind_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A required document was uploaded, validated or refused (found outside the Documents screen)." |
*
* @param {Change_Kind_Documents_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents_hint: ((inputs?: Change_Kind_Documents_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Documents_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time running out" |
*
* @param {Change_Kind_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time: ((inputs?: Change_Kind_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A booked sea shipment came within 48 hours of its last free day (demurrage, detention, storage), or passed it, while its clock runs." |
*
* @param {Change_Kind_Free_Time_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time_hint: ((inputs?: Change_Kind_Free_Time_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Free_Time_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New tracking messages" |
*
* @param {Change_Kind_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages: ((inputs?: Change_Kind_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New messages found when a shipment’s messages are fetched in the background (not while you read them)." |
*
* @param {Change_Kind_Messages_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages_hint: ((inputs?: Change_Kind_Messages_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Messages_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup date moved" |
*
* @param {Change_Kind_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_pickup_date: ((inputs?: Change_Kind_Pickup_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Pickup_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The pickup date of a shipment changed." |
*
* @param {Change_Kind_Pickup_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_pickup_date_hint: ((inputs?: Change_Kind_Pickup_Date_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Pickup_Date_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status changes" |
*
* @param {Change_Kind_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status: ((inputs?: Change_Kind_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A shipment’s tracking status moved (picked up, in transit, delivered…)." |
*
* @param {Change_Kind_Status_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status_hint: ((inputs?: Change_Kind_Status_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Status_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No longer listed" |
*
* @param {Change_Kind_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted: ((inputs?: Change_Kind_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service stopped listing a shipment; the desk keeps it." |
*
* @param {Change_Kind_Unlisted_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted_hint: ((inputs?: Change_Kind_Unlisted_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Unlisted_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "discharge" |
*
* @param {Change_Stop_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_discharge: ((inputs?: Change_Stop_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Stop_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "empty return" |
*
* @param {Change_Stop_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_empty_return: ((inputs?: Change_Stop_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Stop_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "release" |
*
* @param {Change_Stop_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_release: ((inputs?: Change_Stop_ReleaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Stop_ReleaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose files…" |
*
* @param {Choose_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_files: ((inputs?: Choose_FilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Choose_FilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose none" |
*
* @param {Choose_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_none: ((inputs?: Choose_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Choose_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose logo…" |
*
* @param {Company_Choose_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_choose_logo: ((inputs?: Company_Choose_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Choose_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Printed at the head of every quote PDF you send to a customer." |
*
* @param {Company_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_description: ((inputs?: Company_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Logo" |
*
* @param {Company_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo: ((inputs?: Company_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Company logo: {file}" |
*
* @param {Company_Logo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_alt: ((inputs: Company_Logo_AltInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_AltInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{file} · {width} × {height} px · {size}" |
*
* @param {Company_Logo_FactsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_facts: ((inputs: Company_Logo_FactsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_FactsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "PNG or JPEG, at most {size}. Printed at most 150 × 54 pt, proportions kept." |
*
* @param {Company_Logo_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_limits: ((inputs: Company_Logo_LimitsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_LimitsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Company_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name: ((inputs?: Company_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "As your customers know you, e.g. “Acme Forwarding S.L.”" |
*
* @param {Company_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_hint: ((inputs?: Company_Name_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Name_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the company name" |
*
* @param {Company_Name_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_save_failed: ((inputs?: Company_Name_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Name_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No logo" |
*
* @param {Company_No_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_no_logo: ((inputs?: Company_No_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_No_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove logo" |
*
* @param {Company_Remove_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_remove_logo: ((inputs?: Company_Remove_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Remove_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Replace logo…" |
*
* @param {Company_Replace_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_replace_logo: ((inputs?: Company_Replace_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Replace_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Company_Save_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_save_name: ((inputs?: Company_Save_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Save_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Company_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_title: ((inputs?: Company_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the connection…" |
*
* @param {Connection_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const connection_checking: ((inputs?: Connection_CheckingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_CheckingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Copy_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_done: ((inputs?: Copy_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not copy: select the text instead" |
*
* @param {Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_failed: ((inputs?: Copy_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copy {what}" |
*
* @param {Copy_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_what: ((inputs: Copy_WhatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_WhatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "dd" |
*
* @param {Date_Day_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_day_letters: ((inputs?: Date_Day_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Date_Day_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "mm" |
*
* @param {Date_Month_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_month_letters: ((inputs?: Date_Month_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Date_Month_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "yyyy" |
*
* @param {Date_Year_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_year_letters: ((inputs?: Date_Year_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Date_Year_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dismiss: ((inputs?: DismissInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<DismissInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "for {name}" |
*
* @param {Documents_About_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_about_for: ((inputs: Documents_About_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_About_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Documents_About_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_about_of: ((inputs: Documents_About_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_About_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} failed" |
* | * | "{shown} failed" |
*
* @param {Documents_Announce_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_failed: ((inputs: Documents_Announce_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploads finished: {parts}." |
*
* @param {Documents_Announce_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_finished: ((inputs: Documents_Announce_FinishedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_FinishedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} with an unknown outcome: check the checklist" |
* | * | "{shown} with an unknown outcome: check the checklist" |
*
* @param {Documents_Announce_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_unknown: ((inputs: Documents_Announce_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} uploaded" |
* | * | "{shown} uploaded" |
*
* @param {Documents_Announce_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_uploaded: ((inputs: Documents_Announce_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a document" |
*
* @param {Documents_Choose_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_document: ((inputs?: Documents_Choose_DocumentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Choose_DocumentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a document…" |
*
* @param {Documents_Choose_Document_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_document_placeholder: ((inputs?: Documents_Choose_Document_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Choose_Document_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose files…" |
*
* @param {Documents_Choose_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_files: ((inputs?: Documents_Choose_FilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Choose_FilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the document for {files}." |
*
* @param {Documents_Choose_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_for: ((inputs: Documents_Choose_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Choose_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Documents_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_clear: ((inputs?: Documents_ClearInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_ClearInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Clear finished" |
*
* @param {Documents_Clear_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_clear_finished: ((inputs?: Documents_Clear_FinishedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Clear_FinishedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Download" |
*
* @param {Documents_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_download: ((inputs?: Documents_DownloadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_DownloadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop files here, or use “Choose files…”. Accepted: PDF, images, Office documents, CSV and text, {limit}." |
*
* @param {Documents_Drop_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_hint: ((inputs: Documents_Drop_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Drop_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop to upload to {shipment}" |
*
* @param {Documents_Drop_PanelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_panel: ((inputs: Documents_Drop_PanelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Drop_PanelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop to upload as {name}" |
*
* @param {Documents_Drop_RowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_row: ((inputs: Documents_Drop_RowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Drop_RowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Its document checklist appears here: what is required, what is uploaded, and the blank templates." |
*
* @param {Documents_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_empty_text: ((inputs?: Documents_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a shipment" |
*
* @param {Documents_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_empty_title: ((inputs?: Documents_Empty_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Empty_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Its file is not on this desk: opening it needs the service." |
*
* @param {Documents_File_Not_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_file_not_here: ((inputs?: Documents_File_Not_HereInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_File_Not_HereInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: the save of {name} was cancelled." |
*
* @param {Documents_File_Save_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_file_save_cancelled: ((inputs: Documents_File_Save_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_File_Save_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} was not saved" |
*
* @param {Documents_File_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_file_save_failed: ((inputs: Documents_File_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_File_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the documents of {shipment}" |
*
* @param {Documents_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_load_failed: ((inputs: Documents_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the document checklist…" |
*
* @param {Documents_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_loading: ((inputs?: Documents_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service lists no documents to upload for {shipment}." |
*
* @param {Documents_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_none_text: ((inputs: Documents_None_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_None_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No documents for this shipment" |
*
* @param {Documents_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_none_title: ((inputs?: Documents_None_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_None_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not uploaded" |
*
* @param {Documents_Not_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_not_uploaded: ((inputs?: Documents_Not_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Not_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploading needs the service: files you drop or choose wait below until it is back." |
*
* @param {Documents_Offline_ActionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_offline_action: ((inputs?: Documents_Offline_ActionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Offline_ActionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file was not uploaded: {reason}" |
* | * | "{shown} files were not uploaded: {reason}" |
*
* @param {Documents_Offline_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_offline_announce: ((inputs: Documents_Offline_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Offline_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional" |
*
* @param {Documents_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_optional: ((inputs?: Documents_OptionalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_OptionalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service answered with the documents of another shipment ({ids}) instead of those of {shipment}. Freight Desk does not list them as this shipment'..." |
*
* @param {Documents_Other_Shipment_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_other_shipment_error: ((inputs: Documents_Other_Shipment_ErrorInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Other_Shipment_ErrorInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The service's answer also listed {shown} document of another shipment ({ids}); it is not shown here." |
* | * | "The service's answer also listed {shown} documents of another shipment ({ids}); they are not shown here." |
*
* @param {Documents_Other_Shipment_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_other_shipment_note: ((inputs: Documents_Other_Shipment_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Other_Shipment_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop a file on a document to upload it there, or drop several anywhere on this panel and choose where each goes." |
*
* @param {Documents_Panel_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_panel_description: ((inputs?: Documents_Panel_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Panel_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Documents of {shipment}" |
*
* @param {Documents_Panel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_panel_title: ((inputs: Documents_Panel_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Panel_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploaded" |
*
* @param {Documents_Phase_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_done: ((inputs?: Documents_Phase_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Documents_Phase_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_failed: ((inputs?: Documents_Phase_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reading" |
*
* @param {Documents_Phase_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_reading: ((inputs?: Documents_Phase_ReadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_ReadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ready" |
*
* @param {Documents_Phase_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_ready: ((inputs?: Documents_Phase_ReadyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_ReadyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Documents_Phase_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_refused: ((inputs?: Documents_Phase_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sending" |
*
* @param {Documents_Phase_SendingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_sending: ((inputs?: Documents_Phase_SendingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_SendingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Outcome unknown" |
*
* @param {Documents_Phase_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_unknown: ((inputs?: Documents_Phase_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Documents_Phase_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_waiting: ((inputs?: Documents_Phase_WaitingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_WaitingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Recent shipments" |
*
* @param {Documents_Picker_Caption_RecentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_caption_recent: ((inputs?: Documents_Picker_Caption_RecentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Caption_RecentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments matching {searched}" |
*
* @param {Documents_Picker_Caption_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_caption_search: ((inputs: Documents_Picker_Caption_SearchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Caption_SearchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change shipment" |
*
* @param {Documents_Picker_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_change: ((inputs?: Documents_Picker_ChangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_ChangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment code" |
*
* @param {Documents_Picker_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_code_label: ((inputs?: Documents_Picker_Code_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Code_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leave empty for the most recent shipments" |
*
* @param {Documents_Picker_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_code_placeholder: ((inputs?: Documents_Picker_Code_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Code_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Documents_Picker_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_actions: ((inputs?: Documents_Picker_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pick-up" |
*
* @param {Documents_Picker_Col_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_pickup: ((inputs?: Documents_Picker_Col_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Route" |
*
* @param {Documents_Picker_Col_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_route: ((inputs?: Documents_Picker_Col_RouteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_RouteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment" |
*
* @param {Documents_Picker_Col_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_shipment: ((inputs?: Documents_Picker_Col_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Documents_Picker_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_type: ((inputs?: Documents_Picker_Col_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find a booked shipment by its code, or pick a recent one." |
*
* @param {Documents_Picker_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_description: ((inputs?: Documents_Picker_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find" |
*
* @param {Documents_Picker_FindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_find: ((inputs?: Documents_Picker_FindInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_FindInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Keep {code}" |
*
* @param {Documents_Picker_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_keep: ((inputs: Documents_Picker_KeepInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_KeepInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not list shipments" |
*
* @param {Documents_Picker_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_list_failed: ((inputs?: Documents_Picker_List_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_List_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment listed" |
* | * | "{shown} shipments listed" |
*
* @param {Documents_Picker_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_listed: ((inputs: Documents_Picker_ListedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_ListedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading recent shipments…" |
*
* @param {Documents_Picker_Loading_RecentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_loading_recent: ((inputs?: Documents_Picker_Loading_RecentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Loading_RecentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Looking for {searched}…" |
*
* @param {Documents_Picker_Looking_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_looking_for: ((inputs: Documents_Picker_Looking_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Looking_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Looking up the shipment…" |
*
* @param {Documents_Picker_Looking_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_looking_up: ((inputs?: Documents_Picker_Looking_UpInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Looking_UpInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment matching {searched}" |
* | * | "{shown} shipments matching {searched}" |
*
* @param {Documents_Picker_MatchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_matching: ((inputs: Documents_Picker_MatchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_MatchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Most recent pick-ups first" |
*
* @param {Documents_Picker_Most_RecentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_most_recent: ((inputs?: Documents_Picker_Most_RecentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Most_RecentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipment matches {searched}" |
*
* @param {Documents_Picker_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_no_match: ((inputs: Documents_Picker_No_MatchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_No_MatchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipments yet" |
*
* @param {Documents_Picker_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_none: ((inputs?: Documents_Picker_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments appear here once they are booked." |
*
* @param {Documents_Picker_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_none_text: ((inputs?: Documents_Picker_None_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_None_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open in Tracking" |
*
* @param {Documents_Picker_Open_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_open_tracking: ((inputs?: Documents_Picker_Open_TrackingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Open_TrackingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show documents" |
*
* @param {Documents_Picker_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_show: ((inputs?: Documents_Picker_ShowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_ShowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment" |
*
* @param {Documents_Picker_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_title: ((inputs?: Documents_Picker_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{uploaded} of {required}" |
*
* @param {Documents_Progress_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_progress_count: ((inputs: Documents_Progress_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Progress_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "required documents uploaded" |
* | * | "required documents uploaded" |
*
* @param {Documents_Progress_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_progress_text: ((inputs: Documents_Progress_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Progress_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{text}”" |
*
* @param {Documents_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_quoted: ((inputs: Documents_QuotedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_QuotedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file ready: check the document each goes to, then upload." |
* | * | "{shown} files ready: check the document each goes to, then upload." |
*
* @param {Documents_Ready_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_ready_announce: ((inputs: Documents_Ready_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Ready_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file was not sent; see the reasons under Uploads." |
* | * | "{shown} files were not sent; see the reasons under Uploads." |
*
* @param {Documents_Refused_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_refused_announce: ((inputs: Documents_Refused_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Refused_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Documents_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_reload: ((inputs?: Documents_ReloadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_ReloadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reload the checklist" |
*
* @param {Documents_Reload_ChecklistInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_reload_checklist: ((inputs?: Documents_Reload_ChecklistInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Reload_ChecklistInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Required" |
*
* @param {Documents_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_required: ((inputs?: Documents_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload {file} as" |
*
* @param {Documents_Staged_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_as: ((inputs: Documents_Staged_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Staged_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not uploaded yet." |
*
* @param {Documents_Staged_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_offline: ((inputs?: Documents_Staged_OfflineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Staged_OfflineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Each file is proposed for the document its name matches, else the first required document not uploaded yet. Change any before uploading." |
*
* @param {Documents_Staged_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_text: ((inputs?: Documents_Staged_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Staged_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Files to upload" |
*
* @param {Documents_Staged_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_title: ((inputs?: Documents_Staged_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Staged_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} in progress" |
* | * | "{shown} in progress" |
*
* @param {Documents_Summary_BusyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_busy: ((inputs: Documents_Summary_BusyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_BusyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} uploaded" |
* | * | "{shown} uploaded" |
*
* @param {Documents_Summary_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_done: ((inputs: Documents_Summary_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} failed" |
* | * | "{shown} failed" |
*
* @param {Documents_Summary_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_failed: ((inputs: Documents_Summary_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} ready" |
* | * | "{shown} ready" |
*
* @param {Documents_Summary_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_ready: ((inputs: Documents_Summary_ReadyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_ReadyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} not sent" |
* | * | "{shown} not sent" |
*
* @param {Documents_Summary_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_refused: ((inputs: Documents_Summary_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} outcome unknown" |
* | * | "{shown} outcome unknown" |
*
* @param {Documents_Summary_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_unknown: ((inputs: Documents_Summary_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Document checklist of {shipment}" |
*
* @param {Documents_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_caption: ((inputs: Documents_Table_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Documents_Table_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_actions: ((inputs?: Documents_Table_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Document" |
*
* @param {Documents_Table_Col_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_document: ((inputs?: Documents_Table_Col_DocumentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_Col_DocumentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Observations" |
*
* @param {Documents_Table_Col_ObservationsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_observations: ((inputs?: Documents_Table_Col_ObservationsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_Col_ObservationsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Documents_Table_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_status: ((inputs?: Documents_Table_Col_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_Col_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (optional)" |
*
* @param {Documents_Target_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_optional: ((inputs: Documents_Target_OptionalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Target_OptionalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (optional, already uploaded)" |
*
* @param {Documents_Target_Optional_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_optional_uploaded: ((inputs: Documents_Target_Optional_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Target_Optional_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (required)" |
*
* @param {Documents_Target_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_required: ((inputs: Documents_Target_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Target_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (required, already uploaded)" |
*
* @param {Documents_Target_Required_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_required_uploaded: ((inputs: Documents_Target_Required_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Target_Required_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Template" |
*
* @param {Documents_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template: ((inputs?: Documents_TemplateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_TemplateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} template.{extension}" |
*
* @param {Documents_Template_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template_file: ((inputs: Documents_Template_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Template_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: the save of the {name} template was cancelled." |
*
* @param {Documents_Template_Save_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template_save_cancelled: ((inputs: Documents_Template_Save_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Template_Save_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the {name} template was not saved" |
*
* @param {Documents_Template_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template_save_failed: ((inputs: Documents_Template_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Template_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the document" |
*
* @param {Documents_The_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_the_document: ((inputs?: Documents_The_DocumentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_The_DocumentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "this shipment" |
*
* @param {Documents_This_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_this_shipment: ((inputs?: Documents_This_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_This_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file may or may not have been uploaded" |
* | * | "{shown} files may or may not have been uploaded" |
*
* @param {Documents_Unknown_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_many: ((inputs: Documents_Unknown_ManyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Unknown_ManyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{file} may or may not have been uploaded" |
*
* @param {Documents_Unknown_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_one: ((inputs: Documents_Unknown_OneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Unknown_OneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The checklist above was read again: if the document now shows as uploaded, the file went through. Upload it again only if it does not." |
*
* @param {Documents_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_text: ((inputs?: Documents_Unknown_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Unknown_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Document" |
*
* @param {Documents_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unnamed: ((inputs?: Documents_UnnamedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_UnnamedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload…" |
*
* @param {Documents_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload: ((inputs?: Documents_UploadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_UploadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload again…" |
*
* @param {Documents_Upload_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_again: ((inputs?: Documents_Upload_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Upload {shown} file" |
* | * | "Upload {shown} files" |
*
* @param {Documents_Upload_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_files: ((inputs: Documents_Upload_FilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_FilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "up to {mib} MiB each" |
*
* @param {Documents_Upload_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_limit: ((inputs: Documents_Upload_LimitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_LimitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service did not accept the file." |
*
* @param {Documents_Upload_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_not_accepted: ((inputs?: Documents_Upload_Not_AcceptedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_Not_AcceptedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The upload failed for an unknown reason." |
*
* @param {Documents_Upload_Unknown_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_unknown_reason: ((inputs?: Documents_Upload_Unknown_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_Unknown_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploaded {when}" |
*
* @param {Documents_Uploaded_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_uploaded_at: ((inputs: Documents_Uploaded_AtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Uploaded_AtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploading {file} as {document}." |
*
* @param {Documents_Uploading_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_uploading_as: ((inputs: Documents_Uploading_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Uploading_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploads" |
*
* @param {Documents_Uploads_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_uploads_title: ((inputs?: Documents_Uploads_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Uploads_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Draft_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_discard: ((inputs?: Draft_DiscardInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_DiscardInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Draft restored from" |
*
* @param {Draft_Restored_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_restored_from: ((inputs?: Draft_Restored_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_Restored_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Draft saved" |
*
* @param {Draft_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_saved: ((inputs?: Draft_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {EditInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const edit: ((inputs?: EditInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<EditInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | ": the service could not be asked now, so this is what the desk kept." |
*
* @param {Empty_State_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const empty_state_kept: ((inputs?: Empty_State_KeptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Empty_State_KeptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk tries again on its own in a few seconds." |
*
* @param {Error_Retries_ItselfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_retries_itself: ((inputs?: Error_Retries_ItselfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Retries_ItselfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Export_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_agency: ((inputs?: Export_AgencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_AgencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Export_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_code: ((inputs?: Export_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Export_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency: ((inputs?: Export_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "(currency not stated)" |
*
* @param {Export_Currency_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency_not_stated: ((inputs?: Export_Currency_Not_StatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Currency_Not_StatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Export_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_delivery: ((inputs?: Export_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Export_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_destination: ((inputs?: Export_DestinationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_DestinationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time charged" |
*
* @param {Export_Free_Time_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_charged: ((inputs?: Export_Free_Time_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Free_Time_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time currency" |
*
* @param {Export_Free_Time_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_currency: ((inputs?: Export_Free_Time_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Free_Time_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last free day" |
*
* @param {Export_Last_Free_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_last_free_day: ((inputs?: Export_Last_Free_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Last_Free_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not known" |
*
* @param {Export_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_not_known: ((inputs?: Export_Not_KnownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Not_KnownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Export_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_origin: ((inputs?: Export_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Export_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_pickup: ((inputs?: Export_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Export_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_price: ((inputs?: Export_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Export_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_status: ((inputs?: Export_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (address not reachable). Check the service address (the profile's base URL) and your connection, then try ..." |
*
* @param {Failure_Address_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_address_unreachable: ((inputs: Failure_Address_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Address_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ask your freight service provider for access." |
*
* @param {Failure_Ask_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_ask_access: ((inputs?: Failure_Ask_AccessInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Ask_AccessInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service stopped sending its answer to \"{op}\" for {seconds} s." |
*
* @param {Failure_Body_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_body_timeout: ((inputs: Failure_Body_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Body_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\". Check your connection and try again." |
*
* @param {Failure_BrokeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke: ((inputs: Failure_BrokeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_BrokeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The connection to the freight service broke during \"{op}\" ({count} attempt). Check your connection and try again." |
* | * | "The connection to the freight service broke during \"{op}\" ({count} attempts). Check your connection and try again." |
*
* @param {Failure_Broke_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_attempts: ((inputs: Failure_Broke_AttemptsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Broke_AttemptsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\", so its outcome is unknown." |
*
* @param {Failure_Broke_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_unknown: ((inputs: Failure_Broke_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Broke_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was cancelled." |
*
* @param {Failure_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_cancelled: ((inputs: Failure_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The profile's base URL, or the API version in it, is probably wrong: check it in Settings." |
*
* @param {Failure_Check_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_base_url: ((inputs?: Failure_Check_Base_UrlInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Check_Base_UrlInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check your connection and try again." |
*
* @param {Failure_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_connection: ((inputs?: Failure_Check_ConnectionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Check_ConnectionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was stopped because the connection to the freight service was closed (profile switched or app closing)." |
*
* @param {Failure_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_closed: ((inputs: Failure_ClosedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_ClosedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} within {seconds} s. Check your connection and the service address (the profile's base URL), then try again." |
*
* @param {Failure_Connect_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connect_timeout: ((inputs: Failure_Connect_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Connect_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (connection refused). Check the service address (the profile's base URL) and your connection, then try again." |
*
* @param {Failure_Connection_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connection_refused: ((inputs: Failure_Connection_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Connection_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service does not allow this account to do \"{op}\"." |
*
* @param {Failure_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_forbidden: ((inputs: Failure_ForbiddenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_ForbiddenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service did not answer \"{op}\" within {seconds} s." |
*
* @param {Failure_Headers_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_headers_timeout: ((inputs: Failure_Headers_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Headers_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The input is not valid." |
*
* @param {Failure_Input_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_input_invalid: ((inputs?: Failure_Input_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Input_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong inside Freight Desk. Try again; if it keeps happening, restart the app." |
*
* @param {Failure_InternalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_internal: ((inputs?: Failure_InternalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_InternalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It said: \"{message}\"." |
*
* @param {Failure_It_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_it_said: ((inputs: Failure_It_SaidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_It_SaidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "(and {count} more)" |
* | * | "(and {count} more)" |
*
* @param {Failure_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_more_problems: ((inputs: Failure_More_ProblemsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_More_ProblemsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service at {host} does not offer \"{op}\" at this address (HTTP 404)." |
*
* @param {Failure_No_Such_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_no_such_address: ((inputs: Failure_No_Such_AddressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_No_Such_AddressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service found nothing for \"{op}\"." |
*
* @param {Failure_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found: ((inputs: Failure_Not_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was changed: what you acted on may be gone or out of date, so reload it before anything else." |
*
* @param {Failure_Not_Found_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_changed: ((inputs?: Failure_Not_Found_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Found_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the id or code." |
*
* @param {Failure_Not_Found_Check_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_check_id: ((inputs?: Failure_Not_Found_Check_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Found_Check_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was not sent: parameter {problem}." |
*
* @param {Failure_Not_Sent_ParameterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_parameter: ((inputs: Failure_Not_Sent_ParameterInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Sent_ParameterInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was not sent: request {problem}." |
*
* @param {Failure_Not_Sent_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_request: ((inputs: Failure_Not_Sent_RequestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Sent_RequestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service refused \"{op}\": {message}" |
*
* @param {Failure_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused: ((inputs: Failure_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service refused \"{op}\" without giving a reason." |
*
* @param {Failure_Refused_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused_no_reason: ((inputs: Failure_Refused_No_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Refused_No_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\": {reason}. Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_reason: ((inputs: Failure_Rejected_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Rejected_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\" (HTTP {status}). Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_status: ((inputs: Failure_Rejected_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Rejected_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try again; if it keeps happening, report it to your provider." |
*
* @param {Failure_Report_If_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_report_if_again: ((inputs?: Failure_Report_If_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Report_If_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service gave up waiting for \"{op}\". Try again." |
*
* @param {Failure_Request_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_request_timeout: ((inputs: Failure_Request_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Request_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service failed to carry out \"{op}\" (HTTP {status})." |
*
* @param {Failure_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server: ((inputs: Failure_ServerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_ServerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempt." |
* | * | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempts." |
*
* @param {Failure_Server_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_attempts: ((inputs: Failure_Server_AttemptsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Server_AttemptsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service reported a failure of \"{op}\" (HTTP {status})." |
*
* @param {Failure_Server_ReportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_reported: ((inputs: Failure_Server_ReportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Server_ReportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it. Narrow the request (fewer items, a shorter period) or ..." |
*
* @param {Failure_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large: ((inputs: Failure_Too_LargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_LargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service did not carry out \"{op}\" (HTTP {status}), and its answer was larger than {limit} MiB, too large to read. Try again; if it keeps happening..." |
*
* @param {Failure_Too_Large_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_refused: ((inputs: Failure_Too_Large_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Large_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it, so the outcome is unknown." |
*
* @param {Failure_Too_Large_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_unknown: ((inputs: Failure_Too_Large_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Large_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait a minute and try again." |
*
* @param {Failure_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests: ((inputs: Failure_Too_Many_RequestsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Many_RequestsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait {seconds} s and try again." |
*
* @param {Failure_Too_Many_Requests_WaitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests_wait: ((inputs: Failure_Too_Many_Requests_WaitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Many_Requests_WaitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It asked to wait {seconds} s; try again then." |
*
* @param {Failure_Try_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_after: ((inputs: Failure_Try_AfterInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Try_AfterInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try again in a few minutes." |
*
* @param {Failure_Try_LaterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_later: ((inputs?: Failure_Try_LaterInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Try_LaterInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service did not accept the session for \"{op}\", even after signing in again. Check the profile's API key and secret." |
*
* @param {Failure_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unauthorized: ((inputs: Failure_UnauthorizedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_UnauthorizedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service answered \"{op}\" with an unexpected HTTP status {status}." |
*
* @param {Failure_Unexpected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unexpected_status: ((inputs: Failure_Unexpected_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unexpected_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk has no function called {channel}." |
*
* @param {Failure_Unknown_ChannelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_channel: ((inputs: Failure_Unknown_ChannelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unknown_ChannelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It may or may not have been carried out: check {check} before trying again." |
*
* @param {Failure_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_outcome: ((inputs: Failure_Unknown_OutcomeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unknown_OutcomeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" that Freight Desk cannot read ({problem})." |
*
* @param {Failure_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable: ((inputs: Failure_UnreadableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_UnreadableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service accepted \"{op}\" but sent an answer Freight Desk cannot read ({problem})." |
*
* @param {Failure_Unreadable_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable_accepted: ((inputs: Failure_Unreadable_AcceptedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unreadable_AcceptedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const loading: ((inputs?: LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What went wrong and when, written to a file on this computer. Keys, secrets and tokens are never written to it." |
*
* @param {Logs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_description: ((inputs?: Logs_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Logs_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not show the logs" |
*
* @param {Logs_Show_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_show_failed: ((inputs?: Logs_Show_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Logs_Show_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Logs" |
*
* @param {Logs_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_title: ((inputs?: Logs_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Logs_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "IATA" |
*
* @param {Lookups_Airports_Col_IataInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_col_iata: ((inputs?: Lookups_Airports_Col_IataInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Col_IataInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not search airports" |
*
* @param {Lookups_Airports_Could_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_could_not: ((inputs?: Lookups_Airports_Could_NotInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Could_NotInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} airport for {searched}" |
* | * | "{shown} airports for {searched}" |
*
* @param {Lookups_Airports_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_count: ((inputs: Lookups_Airports_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Airports by name, city or IATA code, for air rating and booking." |
*
* @param {Lookups_Airports_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_description: ((inputs?: Lookups_Airports_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the spelling, or try the IATA code or the city's name in English." |
*
* @param {Lookups_Airports_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_empty_text: ((inputs?: Lookups_Airports_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} airport found for {searched}" |
* | * | "{shown} airports found for {searched}" |
*
* @param {Lookups_Airports_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_found: ((inputs: Lookups_Airports_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type a three-letter IATA code, a city or part of the airport's name, and press Enter." |
*
* @param {Lookups_Airports_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_idle_text: ((inputs?: Lookups_Airports_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search for an airport" |
*
* @param {Lookups_Airports_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_idle_title: ((inputs?: Lookups_Airports_Idle_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Idle_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name, city or IATA code" |
*
* @param {Lookups_Airports_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_label: ((inputs?: Lookups_Airports_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No airport found for {searched}" |
*
* @param {Lookups_Airports_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_none: ((inputs: Lookups_Airports_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. BCN, Frankfurt, Heathrow" |
*
* @param {Lookups_Airports_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_placeholder: ((inputs?: Lookups_Airports_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The airport search failed" |
*
* @param {Lookups_Airports_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_search_failed: ((inputs?: Lookups_Airports_Search_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Search_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Searching airports for {searched}…" |
*
* @param {Lookups_Airports_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_searching: ((inputs: Lookups_Airports_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Airports" |
*
* @param {Lookups_Airports_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_title: ((inputs?: Lookups_Airports_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type at least 2 letters of a name, city or IATA code" |
*
* @param {Lookups_Airports_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_too_short: ((inputs?: Lookups_Airports_Too_ShortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Too_ShortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{title} for {searched}" |
*
* @param {Lookups_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_caption: ((inputs: Lookups_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Lookups_Col_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_city: ((inputs?: Lookups_Col_CityInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_CityInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Lookups_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_code: ((inputs?: Lookups_Col_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Coordinates" |
*
* @param {Lookups_Col_CoordinatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_coordinates: ((inputs?: Lookups_Col_CoordinatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_CoordinatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Lookups_Col_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_country: ((inputs?: Lookups_Col_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Lookups_Col_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_name: ((inputs?: Lookups_Col_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Size" |
*
* @param {Lookups_Col_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_size: ((inputs?: Lookups_Col_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Lookups_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_type: ((inputs?: Lookups_Col_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reefer" |
*
* @param {Lookups_Containers_Col_ReeferInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_col_reefer: ((inputs?: Lookups_Containers_Col_ReeferInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_Col_ReeferInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container type" |
* | * | "{shown} container types" |
*
* @param {Lookups_Containers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_count: ((inputs: Lookups_Containers_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every maritime container type the service rates and books." |
*
* @param {Lookups_Containers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_description: ((inputs?: Lookups_Containers_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the container types" |
*
* @param {Lookups_Containers_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_failed: ((inputs?: Lookups_Containers_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading container types…" |
*
* @param {Lookups_Containers_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_loading: ((inputs?: Lookups_Containers_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No container types" |
*
* @param {Lookups_Containers_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_none: ((inputs?: Lookups_Containers_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{size} ft" |
*
* @param {Lookups_Containers_Size_FtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_size_ft: ((inputs: Lookups_Containers_Size_FtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_Size_FtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container types" |
*
* @param {Lookups_Containers_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_title: ((inputs?: Lookups_Containers_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "E" |
*
* @param {Lookups_EastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_east: ((inputs?: Lookups_EastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_EastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service answered with an empty list." |
*
* @param {Lookups_List_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_list_empty_text: ((inputs?: Lookups_List_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_List_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Lookups_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_no: ((inputs?: Lookups_NoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_NoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "N" |
*
* @param {Lookups_NorthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_north: ((inputs?: Lookups_NorthInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_NorthInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Length × width × height" |
*
* @param {Lookups_Pallets_Col_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_col_size: ((inputs?: Lookups_Pallets_Col_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_Col_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} pallet type" |
* | * | "{shown} pallet types" |
*
* @param {Lookups_Pallets_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_count: ((inputs: Lookups_Pallets_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The pallets the service rates, with their standard sizes." |
*
* @param {Lookups_Pallets_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_description: ((inputs?: Lookups_Pallets_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the pallet types" |
*
* @param {Lookups_Pallets_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_failed: ((inputs?: Lookups_Pallets_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Height not fixed" |
*
* @param {Lookups_Pallets_Height_Not_FixedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_height_not_fixed: ((inputs?: Lookups_Pallets_Height_Not_FixedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_Height_Not_FixedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading pallet types…" |
*
* @param {Lookups_Pallets_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_loading: ((inputs?: Lookups_Pallets_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No pallet types" |
*
* @param {Lookups_Pallets_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_none: ((inputs?: Lookups_Pallets_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sizes given per shipment" |
*
* @param {Lookups_Pallets_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_per_shipment: ((inputs?: Lookups_Pallets_Per_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_Per_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pallet types" |
*
* @param {Lookups_Pallets_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_title: ((inputs?: Lookups_Pallets_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "RKST code" |
*
* @param {Lookups_Ports_Col_RkstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_col_rkst: ((inputs?: Lookups_Ports_Col_RkstInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Col_RkstInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "UN/LOCODE" |
*
* @param {Lookups_Ports_Col_UnlocodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_col_unlocode: ((inputs?: Lookups_Ports_Col_UnlocodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Col_UnlocodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not search ports" |
*
* @param {Lookups_Ports_Could_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_could_not: ((inputs?: Lookups_Ports_Could_NotInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Could_NotInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} port for {searched}" |
* | * | "{shown} ports for {searched}" |
*
* @param {Lookups_Ports_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_count: ((inputs: Lookups_Ports_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Maritime ports by city, with the codes a sea rating or booking needs." |
*
* @param {Lookups_Ports_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_description: ((inputs?: Lookups_Ports_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the spelling, or try the city's name in English or in its own language." |
*
* @param {Lookups_Ports_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_empty_text: ((inputs?: Lookups_Ports_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} port found for {searched}" |
* | * | "{shown} ports found for {searched}" |
*
* @param {Lookups_Ports_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_found: ((inputs: Lookups_Ports_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type a city name and press Enter. Ports in every country with that city are listed." |
*
* @param {Lookups_Ports_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_idle_text: ((inputs?: Lookups_Ports_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search for a port" |
*
* @param {Lookups_Ports_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_idle_title: ((inputs?: Lookups_Ports_Idle_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Idle_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City name" |
*
* @param {Lookups_Ports_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_label: ((inputs?: Lookups_Ports_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No port found for {searched}" |
*
* @param {Lookups_Ports_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_none: ((inputs: Lookups_Ports_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. Barcelona, Rotterdam, Shanghai" |
*
* @param {Lookups_Ports_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_placeholder: ((inputs?: Lookups_Ports_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The port search failed" |
*
* @param {Lookups_Ports_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_search_failed: ((inputs?: Lookups_Ports_Search_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Search_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Searching ports for {searched}…" |
*
* @param {Lookups_Ports_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_searching: ((inputs: Lookups_Ports_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ports" |
*
* @param {Lookups_Ports_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_title: ((inputs?: Lookups_Ports_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type at least 2 letters of a city name" |
*
* @param {Lookups_Ports_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_too_short: ((inputs?: Lookups_Ports_Too_ShortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Too_ShortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Lookups_Postal_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_col_code: ((inputs?: Lookups_Postal_Col_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Col_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Region" |
*
* @param {Lookups_Postal_Col_RegionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_col_region: ((inputs?: Lookups_Postal_Col_RegionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Col_RegionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not search postal codes" |
*
* @param {Lookups_Postal_Could_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_could_not: ((inputs?: Lookups_Postal_Could_NotInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Could_NotInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} postal code for {searched}" |
* | * | "{shown} postal codes for {searched}" |
*
* @param {Lookups_Postal_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_count: ((inputs: Lookups_Postal_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Lookups_Postal_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_country: ((inputs?: Lookups_Postal_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Postal codes by city, or cities by postal code, with their region and position." |
*
* @param {Lookups_Postal_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_description: ((inputs?: Lookups_Postal_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the country and the spelling; a postal code can be typed in part (“080”)." |
*
* @param {Lookups_Postal_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_empty_text: ((inputs?: Lookups_Postal_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} postal code found for {searched}" |
* | * | "{shown} postal codes found for {searched}" |
*
* @param {Lookups_Postal_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_found: ((inputs: Lookups_Postal_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the country, type a city or the first digits of a postal code, and press Enter." |
*
* @param {Lookups_Postal_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_idle_text: ((inputs?: Lookups_Postal_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search for a postal code" |
*
* @param {Lookups_Postal_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_idle_title: ((inputs?: Lookups_Postal_Idle_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Idle_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City or postal code" |
*
* @param {Lookups_Postal_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_label: ((inputs?: Lookups_Postal_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No postal code found for {searched}" |
*
* @param {Lookups_Postal_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_none: ((inputs: Lookups_Postal_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. Barcelona, 08001, Lyon" |
*
* @param {Lookups_Postal_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_placeholder: ((inputs?: Lookups_Postal_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The postal code search failed" |
*
* @param {Lookups_Postal_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_search_failed: ((inputs?: Lookups_Postal_Search_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Search_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Searching postal codes for {searched}…" |
*
* @param {Lookups_Postal_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_searching: ((inputs: Lookups_Postal_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Postal codes" |
*
* @param {Lookups_Postal_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_title: ((inputs?: Lookups_Postal_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type at least 2 characters of a city or postal code" |
*
* @param {Lookups_Postal_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_too_short: ((inputs?: Lookups_Postal_Too_ShortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Too_ShortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{text}”" |
*
* @param {Lookups_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_quoted: ((inputs: Lookups_QuotedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_QuotedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Lookups_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_reload: ((inputs?: Lookups_ReloadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_ReloadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Lookups_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_search: ((inputs?: Lookups_SearchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_SearchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "S" |
*
* @param {Lookups_SouthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_south: ((inputs?: Lookups_SouthInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_SouthInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "W" |
*
* @param {Lookups_WestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_west: ((inputs?: Lookups_WestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_WestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Lookups_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_yes: ((inputs?: Lookups_YesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_YesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Menu_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_about: ((inputs: Menu_AboutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_AboutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actual Size" |
*
* @param {Menu_Actual_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_actual_size: ((inputs?: Menu_Actual_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Actual_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bring All to Front" |
*
* @param {Menu_Bring_All_To_FrontInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_bring_all_to_front: ((inputs?: Menu_Bring_All_To_FrontInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Bring_All_To_FrontInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Close Window" |
*
* @param {Menu_Close_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_close_window: ((inputs?: Menu_Close_WindowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Close_WindowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Menu_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_copy: ((inputs?: Menu_CopyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CopyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cut" |
*
* @param {Menu_CutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_cut: ((inputs?: Menu_CutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Menu_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_edit: ((inputs?: Menu_EditInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_EditInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Exit" |
*
* @param {Menu_ExitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_exit: ((inputs?: Menu_ExitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ExitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "File" |
*
* @param {Menu_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_file: ((inputs?: Menu_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Toggle Full Screen" |
*
* @param {Menu_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_full_screen: ((inputs?: Menu_Full_ScreenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Full_ScreenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go" |
*
* @param {Menu_GoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_go: ((inputs?: Menu_GoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_GoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Menu_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_help: ((inputs?: Menu_HelpInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_HelpInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide {app}" |
*
* @param {Menu_HideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_hide: ((inputs: Menu_HideInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_HideInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide Others" |
*
* @param {Menu_Hide_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_hide_others: ((inputs?: Menu_Hide_OthersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Hide_OthersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minimize" |
*
* @param {Menu_MinimizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_minimize: ((inputs?: Menu_MinimizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_MinimizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Paste" |
*
* @param {Menu_PasteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_paste: ((inputs?: Menu_PasteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_PasteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quit {app}" |
*
* @param {Menu_QuitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_quit: ((inputs: Menu_QuitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_QuitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redo" |
*
* @param {Menu_RedoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_redo: ((inputs?: Menu_RedoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_RedoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Select All" |
*
* @param {Menu_Select_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_select_all: ((inputs?: Menu_Select_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Select_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Menu_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_services: ((inputs?: Menu_ServicesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ServicesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show All" |
*
* @param {Menu_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_all: ((inputs?: Menu_Show_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Show_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show logs" |
*
* @param {Menu_Show_LogsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_logs: ((inputs?: Menu_Show_LogsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Show_LogsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Menu_UndoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_undo: ((inputs?: Menu_UndoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_UndoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "View" |
*
* @param {Menu_ViewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_view: ((inputs?: Menu_ViewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ViewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Menu_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_window: ((inputs?: Menu_WindowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_WindowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom" |
*
* @param {Menu_ZoomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom: ((inputs?: Menu_ZoomInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ZoomInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom In" |
*
* @param {Menu_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_in: ((inputs?: Menu_Zoom_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Zoom_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom Out" |
*
* @param {Menu_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_out: ((inputs?: Menu_Zoom_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Zoom_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Nav_Group_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_reference: ((inputs?: Nav_Group_ReferenceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Group_ReferenceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Nav_Group_WorkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_work: ((inputs?: Nav_Group_WorkInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Group_WorkInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_main: ((inputs?: Nav_MainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_MainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This page is the inside of the Freight Desk app and needs the app around it to reach the freight service. Open Freight Desk itself (or the web harness, npm r..." |
*
* @param {No_Bridge_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_body: ((inputs?: No_Bridge_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Bridge_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk cannot start here" |
*
* @param {No_Bridge_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_title: ((inputs?: No_Bridge_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Bridge_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New in the list" |
*
* @param {Notice_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_added: ((inputs?: Notice_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customs: {from} → {to}" |
*
* @param {Notice_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_customs: ((inputs: Notice_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "ETA moved: {from} → {to}" |
*
* @param {Notice_Eta_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_eta_moved: ((inputs: Notice_Eta_MovedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Eta_MovedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message" |
* | * | "{count} new tracking messages" |
*
* @param {Notice_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages: ((inputs: Notice_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message: “{latest}”" |
* | * | "{count} new tracking messages: “{latest}”" |
*
* @param {Notice_Messages_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages_latest: ((inputs: Notice_Messages_LatestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Messages_LatestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Notice_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_none: ((inputs?: Notice_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup moved: {from} → {to}" |
*
* @param {Notice_Pickup_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_pickup_moved: ((inputs: Notice_Pickup_MovedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Pickup_MovedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment {code}" |
*
* @param {Notice_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipment: ((inputs: Notice_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} shipment changed" |
* | * | "{count} shipments changed" |
*
* @param {Notice_Shipments_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipments_changed: ((inputs: Notice_Shipments_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Shipments_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status: {from} → {to}" |
*
* @param {Notice_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_status: ((inputs: Notice_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No longer listed by the service (kept here)" |
*
* @param {Notice_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_unlisted: ((inputs?: Notice_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss notification {title}" |
*
* @param {Notices_Dismiss_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_one: ((inputs: Notices_Dismiss_OneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_Dismiss_OneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss (Esc)" |
*
* @param {Notices_Dismiss_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_title: ((inputs?: Notices_Dismiss_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_Dismiss_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open in Tracking · Esc to dismiss" |
*
* @param {Notices_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_hint: ((inputs?: Notices_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notices_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_label: ((inputs?: Notices_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What a sync found changed in your shipments, one notification per sync; clicking one opens the shipment, or Tracking when many changed. Nothing is notified f..." |
*
* @param {Notifications_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_description: ((inputs?: Notifications_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Notify me about" |
*
* @param {Notifications_Notify_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_notify_about: ((inputs?: Notifications_Notify_AboutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Notify_AboutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the notification settings" |
*
* @param {Notifications_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_read_failed: ((inputs?: Notifications_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the notification settings" |
*
* @param {Notifications_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_save_failed: ((inputs?: Notifications_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk keeps trying on its own." |
*
* @param {Offline_Keeps_TryingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_keeps_trying: ((inputs?: Offline_Keeps_TryingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Keeps_TryingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It last answered {when}." |
*
* @param {Offline_Last_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_last_answered: ((inputs: Offline_Last_AnsweredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Last_AnsweredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It has not answered since the desk started." |
*
* @param {Offline_Never_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_never_answered: ((inputs?: Offline_Never_AnsweredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Never_AnsweredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service cannot be reached" |
*
* @param {Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_title: ((inputs?: Offline_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments, quotes and documents show as stored, each marked with the time it was fetched (\"as of\"). Actions that need the service (rate, book, upload, switch..." |
*
* @param {Offline_What_WorksInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_what_works: ((inputs?: Offline_What_WorksInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_What_WorksInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Get a bearer token with the API key and secret" |
*
* @param {Op_Auth_TokenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_auth_token: ((inputs?: Op_Auth_TokenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Auth_TokenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a shipment of boxes" |
*
* @param {Op_Booking_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_boxes: ((inputs?: Op_Booking_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a shipment of pallets" |
*
* @param {Op_Booking_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_pallets: ((inputs?: Op_Booking_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a full-container sea shipment" |
*
* @param {Op_Booking_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_fcl: ((inputs?: Op_Booking_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a less-than-container sea shipment" |
*
* @param {Op_Booking_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_lcl: ((inputs?: Op_Booking_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment's document checklist (Documents)" |
*
* @param {Op_Check_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_documents: ((inputs?: Op_Check_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the saved quotes (Quotes)" |
*
* @param {Op_Check_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_quotes: ((inputs?: Op_Check_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the service's records" |
*
* @param {Op_Check_Service_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_service_records: ((inputs?: Op_Check_Service_RecordsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_Service_RecordsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment's detail (Tracking)" |
*
* @param {Op_Check_Shipment_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_detail: ((inputs?: Op_Check_Shipment_DetailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_Shipment_DetailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment list (Tracking) for a new shipment" |
*
* @param {Op_Check_Shipment_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_list: ((inputs?: Op_Check_Shipment_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_Shipment_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the tariff report of the contract (Tariffs)" |
*
* @param {Op_Check_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_tariffs: ((inputs?: Op_Check_TariffsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_TariffsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Download a shipment document" |
*
* @param {Op_Documents_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_download: ((inputs?: Op_Documents_DownloadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Documents_DownloadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List the documents of a shipment" |
*
* @param {Op_Documents_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_list: ((inputs?: Op_Documents_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Documents_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload a shipment document" |
*
* @param {Op_Documents_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_upload: ((inputs?: Op_Documents_UploadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Documents_UploadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find airports by name, city or IATA code" |
*
* @param {Op_Lookup_AirportsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_airports: ((inputs?: Op_Lookup_AirportsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_AirportsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List maritime container types" |
*
* @param {Op_Lookup_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_containers: ((inputs?: Op_Lookup_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List pallet types" |
*
* @param {Op_Lookup_Pallet_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_pallet_types: ((inputs?: Op_Lookup_Pallet_TypesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_Pallet_TypesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find maritime ports by city name" |
*
* @param {Op_Lookup_PortsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_ports: ((inputs?: Op_Lookup_PortsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_PortsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find postal code locations by country and city or code" |
*
* @param {Op_Lookup_Postal_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_postal_codes: ((inputs?: Op_Lookup_Postal_CodesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_Postal_CodesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup time windows offered for a shipment" |
*
* @param {Op_Pickup_TimesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_pickup_times: ((inputs?: Op_Pickup_TimesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Pickup_TimesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete a saved quote" |
*
* @param {Op_Quotes_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_delete: ((inputs?: Op_Quotes_DeleteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Quotes_DeleteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List saved quotes" |
*
* @param {Op_Quotes_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_list: ((inputs?: Op_Quotes_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Quotes_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save a rate as a quote" |
*
* @param {Op_Quotes_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_save: ((inputs?: Op_Quotes_SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Quotes_SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate an air shipment" |
*
* @param {Op_Rates_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_air: ((inputs?: Op_Rates_AirInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_AirInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a shipment of boxes" |
*
* @param {Op_Rates_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_boxes: ((inputs?: Op_Rates_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a shipment of pallets" |
*
* @param {Op_Rates_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_pallets: ((inputs?: Op_Rates_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a full-container sea shipment" |
*
* @param {Op_Rates_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_fcl: ((inputs?: Op_Rates_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a less-than-container sea shipment" |
*
* @param {Op_Rates_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_lcl: ((inputs?: Op_Rates_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Op_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_sign_in: ((inputs?: Op_Sign_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Sign_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Query the tariff report" |
*
* @param {Op_Tariffs_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_report: ((inputs?: Op_Tariffs_ReportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tariffs_ReportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload maritime tariff files" |
*
* @param {Op_Tariffs_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_upload: ((inputs?: Op_Tariffs_UploadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tariffs_UploadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Read the detail of a shipment" |
*
* @param {Op_Tracking_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_detail: ((inputs?: Op_Tracking_DetailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_DetailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Read the tracking messages of a shipment" |
*
* @param {Op_Tracking_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_messages: ((inputs?: Op_Tracking_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List shipments with tracking data" |
*
* @param {Op_Tracking_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_shipments: ((inputs?: Op_Tracking_ShipmentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_ShipmentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Switch tracking of a shipment on or off" |
*
* @param {Op_Tracking_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_switch: ((inputs?: Op_Tracking_SwitchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_SwitchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open Settings" |
*
* @param {Open_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const open_settings: ((inputs?: Open_SettingsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Open_SettingsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Outcome unknown: {what}" |
*
* @param {Outcome_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const outcome_unknown: ((inputs: Outcome_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Outcome_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Air freight" |
*
* @param {Pdf_Air_FreightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_air_freight: ((inputs?: Pdf_Air_FreightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Air_FreightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All-in price: every charge listed is included" |
*
* @param {Pdf_All_In_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_all_in_note: ((inputs?: Pdf_All_In_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_All_In_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "As quoted" |
*
* @param {Pdf_As_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_as_quoted: ((inputs?: Pdf_As_QuotedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_As_QuotedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Pdf_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier: ((inputs?: Pdf_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier notes" |
*
* @param {Pdf_Carrier_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier_notes: ((inputs?: Pdf_Carrier_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Carrier_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Pdf_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charge: ((inputs?: Pdf_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Chargeable weight" |
*
* @param {Pdf_Chargeable_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_chargeable_weight: ((inputs?: Pdf_Chargeable_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Chargeable_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charges in {currency}" |
*
* @param {Pdf_Charges_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charges_in: ((inputs: Pdf_Charges_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Charges_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Pdf_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_amount: ((inputs?: Pdf_Col_AmountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_AmountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Basis" |
*
* @param {Pdf_Col_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_basis: ((inputs?: Pdf_Col_BasisInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_BasisInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Pdf_Col_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_charge: ((inputs?: Pdf_Col_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container" |
*
* @param {Pdf_Col_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_container: ((inputs?: Pdf_Col_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Counted from" |
*
* @param {Pdf_Col_Counted_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_counted_from: ((inputs?: Pdf_Col_Counted_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Counted_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Pdf_Col_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_free_days: ((inputs?: Pdf_Col_Free_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Free_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Pdf_Col_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_free_time: ((inputs?: Pdf_Col_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {Pdf_Col_PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_penalty: ((inputs?: Pdf_Col_PenaltyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_PenaltyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Then per day" |
*
* @param {Pdf_Col_Per_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_per_day: ((inputs?: Pdf_Col_Per_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Per_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} box" |
* | * | "{count} boxes" |
*
* @param {Pdf_Count_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_boxes: ((inputs: Pdf_Count_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} cargo line" |
* | * | "{count} cargo lines" |
*
* @param {Pdf_Count_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_cargo_lines: ((inputs: Pdf_Count_Cargo_LinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_Cargo_LinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} container" |
* | * | "{count} containers" |
*
* @param {Pdf_Count_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_containers: ((inputs: Pdf_Count_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pallet" |
* | * | "{count} pallets" |
*
* @param {Pdf_Count_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pallets: ((inputs: Pdf_Count_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({count} piece)" |
* | * | "({count} pieces)" |
*
* @param {Pdf_Count_PiecesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pieces: ((inputs: Pdf_Count_PiecesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_PiecesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} day" |
* | * | "{count} days" |
*
* @param {Pdf_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_days: ((inputs: Pdf_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Pdf_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_delivery: ((inputs?: Pdf_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{kind}, every charge included" |
*
* @param {Pdf_Every_Charge_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_every_charge_included: ((inputs: Pdf_Every_Charge_IncludedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Every_Charge_IncludedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Pdf_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_flights: ((inputs?: Pdf_FlightsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_FlightsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Pdf_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_free_time: ((inputs?: Pdf_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Pdf_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_from: ((inputs?: Pdf_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Please give {quote} when you book." |
*
* @param {Pdf_Give_Quote_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_give_quote_number: ((inputs: Pdf_Give_Quote_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Give_Quote_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods" |
*
* @param {Pdf_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_goods: ((inputs?: Pdf_GoodsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_GoodsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Included" |
*
* @param {Pdf_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_included: ((inputs?: Pdf_IncludedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_IncludedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Issued {date}" |
*
* @param {Pdf_IssuedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_issued: ((inputs: Pdf_IssuedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_IssuedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Air" |
*
* @param {Pdf_Mode_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_air: ((inputs?: Pdf_Mode_AirInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_AirInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Pdf_Mode_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_boxes: ((inputs?: Pdf_Mode_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Pdf_Mode_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_pallets: ((inputs?: Pdf_Mode_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sea FCL (full container)" |
*
* @param {Pdf_Mode_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_fcl: ((inputs?: Pdf_Mode_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sea LCL (groupage)" |
*
* @param {Pdf_Mode_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_lcl: ((inputs?: Pdf_Mode_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No expiry given" |
*
* @param {Pdf_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_no_expiry: ((inputs?: Pdf_No_ExpiryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_No_ExpiryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Pdf_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_notes: ((inputs?: Pdf_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "On request" |
*
* @param {Pdf_On_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_on_request: ((inputs?: Pdf_On_RequestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_On_RequestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Pdf_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pickup: ((inputs?: Pdf_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pre-booking: the carrier confirms the vessel and dates" |
*
* @param {Pdf_Pre_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pre_booking: ((inputs?: Pdf_Pre_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Pre_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The price includes every charge for this service." |
*
* @param {Pdf_Price_Includes_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_price_includes_all: ((inputs?: Pdf_Price_Includes_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Price_Includes_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "QUOTATION" |
*
* @param {Pdf_QuotationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quotation: ((inputs?: Pdf_QuotationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_QuotationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Pdf_Quote_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quote_label: ((inputs?: Pdf_Quote_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Quote_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ref." |
*
* @param {Pdf_Ref_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_ref_label: ((inputs?: Pdf_Ref_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Ref_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ref. {reference}" |
*
* @param {Pdf_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_reference: ((inputs: Pdf_ReferenceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ReferenceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sailing" |
*
* @param {Pdf_SailingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_sailing: ((inputs?: Pdf_SailingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SailingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Pdf_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_saved_quote: ((inputs?: Pdf_Saved_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Saved_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Pdf_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_surcharge: ((inputs?: Pdf_SurchargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SurchargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "incl. {percent}% tax" |
*
* @param {Pdf_Tax_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_tax_included: ((inputs: Pdf_Tax_IncludedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Tax_IncludedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}; subject to space and equipment at booking." |
*
* @param {Pdf_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms: ((inputs: Pdf_TermsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_TermsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}, valid until {date}; subject to space and equipment at booking." |
*
* @param {Pdf_Terms_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms_valid: ((inputs: Pdf_Terms_ValidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Terms_ValidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Pdf_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_to: ((inputs?: Pdf_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All-in price given by the carrier" |
*
* @param {Pdf_Total_All_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_all_in: ((inputs?: Pdf_Total_All_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_All_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Total of the quote, charges included" |
*
* @param {Pdf_Total_Of_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_of_quote: ((inputs?: Pdf_Total_Of_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_Of_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Total price" |
*
* @param {Pdf_Total_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price: ((inputs?: Pdf_Total_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The carrier’s price plus the surcharges listed" |
*
* @param {Pdf_Total_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price_and_surcharges: ((inputs?: Pdf_Total_Price_And_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_Price_And_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sum of the charges listed" |
*
* @param {Pdf_Total_Sum_Of_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_sum_of_charges: ((inputs?: Pdf_Total_Sum_Of_ChargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_Sum_Of_ChargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Pdf_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_transit: ((inputs?: Pdf_TransitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_TransitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an unnamed currency" |
*
* @param {Pdf_Unnamed_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_unnamed_currency: ((inputs?: Pdf_Unnamed_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Unnamed_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Valid until {date}" |
*
* @param {Pdf_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_valid_until: ((inputs: Pdf_Valid_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Valid_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Vessel" |
*
* @param {Pdf_VesselInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_vessel: ((inputs?: Pdf_VesselInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_VesselInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Via" |
*
* @param {Pdf_ViaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_via: ((inputs?: Pdf_ViaInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ViaInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const penalty: ((inputs?: PenaltyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<PenaltyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Freight Desk to your account on a freight service. You get the API key and secret from the service operator." |
*
* @param {Profile_Form_Add_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_description: ((inputs?: Profile_Form_Add_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Add_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add a service profile" |
*
* @param {Profile_Form_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_title: ((inputs?: Profile_Form_Add_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Add_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Profile_Form_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_key: ((inputs?: Profile_Form_Api_KeyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Api_KeyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API secret" |
*
* @param {Profile_Form_Api_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_secret: ((inputs?: Profile_Form_Api_SecretInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Api_SecretInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Base URL" |
*
* @param {Profile_Form_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url: ((inputs?: Profile_Form_Base_UrlInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Base_UrlInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "https://… (plain http only for a service on this computer)." |
*
* @param {Profile_Form_Base_Url_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_hint: ((inputs?: Profile_Form_Base_Url_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Base_Url_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "https://api.example.com" |
*
* @param {Profile_Form_Base_Url_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_placeholder: ((inputs?: Profile_Form_Base_Url_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Base_Url_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change the name or address, or replace the API key and secret." |
*
* @param {Profile_Form_Edit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_description: ((inputs?: Profile_Form_Edit_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Edit_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit “{name}”" |
*
* @param {Profile_Form_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_title: ((inputs: Profile_Form_Edit_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Edit_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leave empty to keep the stored key." |
*
* @param {Profile_Form_Keep_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_key: ((inputs?: Profile_Form_Keep_KeyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Keep_KeyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leave empty to keep the stored secret." |
*
* @param {Profile_Form_Keep_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_secret: ((inputs?: Profile_Form_Keep_SecretInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Keep_SecretInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Profile_Form_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name: ((inputs?: Profile_Form_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "How the profile appears in the status bar, e.g. “Production”." |
*
* @param {Profile_Form_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name_hint: ((inputs?: Profile_Form_Name_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Name_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The base URL now points at {typed}, not {saved}. Freight Desk sends the stored key and secret only to the server they were entered for, so this change needs ..." |
*
* @param {Profile_Form_New_Server_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_body: ((inputs: Profile_Form_New_Server_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_New_Server_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New server: enter its API key and secret" |
*
* @param {Profile_Form_New_Server_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_title: ((inputs?: Profile_Form_New_Server_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_New_Server_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The profile was not saved" |
*
* @param {Profile_Form_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_not_saved: ((inputs?: Profile_Form_Not_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Not_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Required for the new server (see the note above)." |
*
* @param {Profile_Form_Required_New_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_required_new_server: ((inputs?: Profile_Form_Required_New_ServerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Required_New_ServerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save profile" |
*
* @param {Profile_Form_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_save: ((inputs?: Profile_Form_SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved “{name}”. Stored in the system keychain." |
*
* @param {Profile_Form_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_saved: ((inputs: Profile_Form_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stored in the system keychain; Freight Desk never shows it again." |
*
* @param {Profile_Form_Secret_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_secret_hint: ((inputs?: Profile_Form_Secret_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Secret_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Profiles_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_active: ((inputs?: Profiles_ActiveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_ActiveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Base URL:" |
*
* @param {Profiles_Base_Url_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_base_url_said: ((inputs?: Profiles_Base_Url_SaidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Base_Url_SaidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connection profiles" |
*
* @param {Profiles_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_caption: ((inputs?: Profiles_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Profiles_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_actions: ((inputs?: Profiles_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Credentials" |
*
* @param {Profiles_Col_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_credentials: ((inputs?: Profiles_Col_CredentialsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Col_CredentialsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Profiles_Col_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_profile: ((inputs?: Profiles_Col_ProfileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Col_ProfileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Built-in demo credentials" |
*
* @param {Profiles_Demo_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_demo_credentials: ((inputs?: Profiles_Demo_CredentialsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Demo_CredentialsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service Freight Desk works with. The embedded sandbox runs on this computer with demo data and needs no account." |
*
* @param {Profiles_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_description: ((inputs?: Profiles_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Editing" |
*
* @param {Profiles_EditingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_editing: ((inputs?: Profiles_EditingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_EditingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading profiles…" |
*
* @param {Profiles_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_loading: ((inputs?: Profiles_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not stored: edit to add them" |
*
* @param {Profiles_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_not_stored: ((inputs?: Profiles_Not_StoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Not_StoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the profiles" |
*
* @param {Profiles_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_read_failed: ((inputs?: Profiles_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone." |
*
* @param {Profiles_Remove_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body: ((inputs?: Profiles_Remove_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone; the app switches back to the Sandbox." |
*
* @param {Profiles_Remove_Body_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body_active: ((inputs?: Profiles_Remove_Body_ActiveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_Body_ActiveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove profile" |
*
* @param {Profiles_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_confirm: ((inputs?: Profiles_Remove_ConfirmInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_ConfirmInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not remove “{name}”" |
*
* @param {Profiles_Remove_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_failed: ((inputs: Profiles_Remove_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove “{name}”?" |
*
* @param {Profiles_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_title: ((inputs: Profiles_Remove_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stored in the system keychain" |
*
* @param {Profiles_Stored_KeychainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_stored_keychain: ((inputs?: Profiles_Stored_KeychainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Stored_KeychainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not switch to “{name}”" |
*
* @param {Profiles_Switch_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_switch_failed: ((inputs: Profiles_Switch_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Switch_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Profiles" |
*
* @param {Profiles_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_title: ((inputs?: Profiles_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use this profile" |
*
* @param {Profiles_UseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_use: ((inputs?: Profiles_UseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_UseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Progress_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const progress_in_progress: ((inputs?: Progress_In_ProgressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Progress_In_ProgressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote PDF" |
*
* @param {Quote_PdfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quote_pdf: ((inputs?: Quote_PdfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_PdfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const retry: ((inputs?: RetryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RetryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Route_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking: ((inputs?: Route_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every booking and the booking forms in progress. Book a rate from Rating or a saved quote from Quotes." |
*
* @param {Route_Booking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking_summary: ((inputs?: Route_Booking_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Booking_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Documents" |
*
* @param {Route_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents: ((inputs?: Route_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The documents each booked shipment needs: drop files to upload them, download templates and uploads." |
*
* @param {Route_Documents_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents_summary: ((inputs?: Route_Documents_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Documents_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Lookups" |
*
* @param {Route_LookupsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups: ((inputs?: Route_LookupsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_LookupsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reference data from the freight service: ports, container types, postal codes, pallet types and airports." |
*
* @param {Route_Lookups_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups_summary: ((inputs?: Route_Lookups_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Lookups_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pricing" |
*
* @param {Route_PricingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing: ((inputs?: Route_PricingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_PricingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your customers and margin rules, what quotes are sold at, and the quotes report per customer and period." |
*
* @param {Route_Pricing_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing_summary: ((inputs?: Route_Pricing_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Pricing_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Route_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes: ((inputs?: Route_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved rates, their prices and surcharges, and when they expire; book or delete them." |
*
* @param {Route_Quotes_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes_summary: ((inputs?: Route_Quotes_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Quotes_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Route_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating: ((inputs?: Route_RatingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_RatingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price boxes, pallets, sea FCL or LCL and air shipments, compare the carriers’ offers, save one as a quote or book it." |
*
* @param {Route_Rating_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating_summary: ((inputs?: Route_Rating_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Rating_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Route_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings: ((inputs?: Route_SettingsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_SettingsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connection profiles (the embedded sandbox and your freight service accounts), sync and notifications." |
*
* @param {Route_Settings_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings_summary: ((inputs?: Route_Settings_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Settings_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariffs" |
*
* @param {Route_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs: ((inputs?: Route_TariffsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_TariffsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload maritime tariffs (CSV, PDF, XLSX…) and read the tariff report of a contract, rate by rate." |
*
* @param {Route_Tariffs_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs_summary: ((inputs?: Route_Tariffs_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Tariffs_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Route_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today: ((inputs?: Route_TodayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_TodayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What changed since your last look, free days running out, quotes expiring within a day and documents missing for pickups." |
*
* @param {Route_Today_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today_summary: ((inputs?: Route_Today_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Today_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking" |
*
* @param {Route_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking: ((inputs?: Route_TrackingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_TrackingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every booked shipment, filtered and sorted; open one for its codes, addresses and tracking messages." |
*
* @param {Route_Tracking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking_summary: ((inputs?: Route_Tracking_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Tracking_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save: ((inputs?: SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Saved_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const saved_done: ((inputs?: Saved_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Session_ConnectedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_connected: ((inputs?: Session_ConnectedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_ConnectedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "in {minutes} min" |
*
* @param {Session_In_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_minutes: ((inputs: Session_In_MinutesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_In_MinutesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "in {seconds} s" |
*
* @param {Session_In_SecondsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_seconds: ((inputs: Session_In_SecondsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_In_SecondsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last answer {when}" |
*
* @param {Session_Last_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_answer: ((inputs: Session_Last_AnswerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Last_AnswerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last worked {when}" |
*
* @param {Session_Last_WorkedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_worked: ((inputs: Session_Last_WorkedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Last_WorkedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "next try {when}" |
*
* @param {Session_Next_TryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_next_try: ((inputs: Session_Next_TryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Next_TryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No answer yet in this session" |
*
* @param {Session_No_Answer_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_answer_yet: ((inputs?: Session_No_Answer_YetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_No_Answer_YetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service gave no reason." |
*
* @param {Session_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_reason: ((inputs?: Session_No_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_No_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Session_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused: ((inputs?: Session_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service refused the API key or secret." |
*
* @param {Session_Refused_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused_reason: ((inputs?: Session_Refused_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Refused_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Session_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_in: ((inputs?: Session_Sign_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Sign_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in failed" |
*
* @param {Session_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_in_failed: ((inputs?: Session_Sign_In_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Sign_In_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Session_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_out: ((inputs?: Session_Sign_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Sign_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out" |
*
* @param {Session_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_signed_out: ((inputs?: Session_Signed_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Signed_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Session_Signing_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_signing_in: ((inputs?: Session_Signing_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Signing_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "trying again now…" |
*
* @param {Session_Trying_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_trying_now: ((inputs?: Session_Trying_NowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Trying_NowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unreachable" |
*
* @param {Session_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable: ((inputs?: Session_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service does not answer." |
*
* @param {Session_Unreachable_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable_reason: ((inputs?: Session_Unreachable_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Unreachable_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "could not be read: {reason}. Freight Desk set it aside unchanged when it started, and started with only the Sandbox profile." |
*
* @param {Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_body: ((inputs: Set_Aside_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The copy:" |
*
* @param {Set_Aside_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_copy: ((inputs?: Set_Aside_CopyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_CopyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To get your profiles back, quit Freight Desk, repair the copy and rename it to settings.json; or add them again below, with their API keys and secrets." |
*
* @param {Set_Aside_How_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_how_back: ((inputs?: Set_Aside_How_BackInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_How_BackInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The settings file could not be read, so your service profiles are not loaded" |
*
* @param {Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_title: ((inputs?: Set_Aside_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your service profiles were not loaded, and the app started on the Sandbox. The file was kept, unchanged, as" |
*
* @param {Settings_File_Unreadable_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_body: ((inputs?: Settings_File_Unreadable_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_File_Unreadable_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk could not read its settings file" |
*
* @param {Settings_File_Unreadable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_title: ((inputs?: Settings_File_Unreadable_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_File_Unreadable_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What the service sends is shown all the same; it is not kept to open offline until then." |
*
* @param {Store_Cannot_Save_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_body: ((inputs?: Store_Cannot_Save_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Cannot_Save_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk cannot save to its data folder" |
*
* @param {Store_Cannot_Save_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_title: ((inputs?: Store_Cannot_Save_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Cannot_Save_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copied from it into the new store: {what}." |
*
* @param {Store_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_copied: ((inputs: Store_CopiedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_CopiedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The damaged file, kept unchanged:" |
*
* @param {Store_Damaged_File_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_damaged_file_kept: ((inputs?: Store_Damaged_File_KeptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Damaged_File_KeptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "file path" |
*
* @param {Store_File_PathInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_file_path: ((inputs?: Store_File_PathInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_File_PathInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not be rebuilt (only the damaged file held it):" |
*
* @param {Store_Not_RebuiltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_not_rebuilt: ((inputs?: Store_Not_RebuiltInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Not_RebuiltInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was lost that the service cannot give back." |
*
* @param {Store_Nothing_LostInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_lost: ((inputs?: Store_Nothing_LostInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Nothing_LostInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing could be read from the damaged file, so whatever it held of these could not be rebuilt:" |
*
* @param {Store_Nothing_ReadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_readable: ((inputs?: Store_Nothing_ReadableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Nothing_ReadableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "could not be read ({reason}). The new store is filled again from the service: the shipment list by the sync, other records as you open them." |
*
* @param {Store_Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_body: ((inputs: Store_Set_Aside_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Set_Aside_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The local store was damaged, so Freight Desk set it aside and started a new one" |
*
* @param {Store_Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_title: ((inputs?: Store_Set_Aside_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Set_Aside_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Surcharges" |
*
* @param {SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const surcharges: ((inputs?: SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel sync" |
*
* @param {Sync_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_cancel: ((inputs?: Sync_CancelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_CancelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Checking {shown} shipment…" |
* | * | "Checking {shown} shipments…" |
*
* @param {Sync_Checking_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_count: ((inputs: Sync_Checking_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Checking_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the shipment list…" |
*
* @param {Sync_Checking_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_list: ((inputs?: Sync_Checking_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Checking_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The desk keeps each profile's shipments, quotes and documents in a local store and syncs it with the service." |
*
* @param {Sync_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_description: ((inputs?: Sync_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Asking the service for the shipment list…" |
*
* @param {Sync_FetchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_fetching: ((inputs?: Sync_FetchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_FetchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The shipments stored before are kept." |
*
* @param {Sync_Kept_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_kept_before: ((inputs?: Sync_Kept_BeforeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Kept_BeforeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last sync cancelled {when}." |
*
* @param {Sync_Last_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_cancelled: ((inputs: Sync_Last_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Last_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last sync failed {when}: {message}." |
*
* @param {Sync_Last_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_failed: ((inputs: Sync_Last_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Last_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minutes between syncs" |
*
* @param {Sync_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes: ((inputs?: Sync_MinutesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_MinutesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Never synced" |
*
* @param {Sync_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_never: ((inputs?: Sync_NeverInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_NeverInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was stored yet." |
*
* @param {Sync_Nothing_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_nothing_stored: ((inputs?: Sync_Nothing_StoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Nothing_StoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_now: ((inputs?: Sync_NowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_NowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync of the shipment list" |
*
* @param {Sync_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_progress_label: ((inputs?: Sync_Progress_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Progress_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the sync settings" |
*
* @param {Sync_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_read_failed: ((inputs?: Sync_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the sync settings" |
*
* @param {Sync_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_save_failed: ((inputs?: Sync_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync settings" |
*
* @param {Sync_Settings_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_settings_label: ((inputs?: Sync_Settings_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Settings_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync state not known yet" |
*
* @param {Sync_State_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_state_unknown: ((inputs?: Sync_State_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_State_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {shown} shipment" |
* | * | "Stored {shown} shipments" |
*
* @param {Sync_Stored_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_count: ((inputs: Sync_Stored_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Stored_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {done} of {shown} shipment" |
* | * | "Stored {done} of {shown} shipments" |
*
* @param {Sync_Stored_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_of: ((inputs: Sync_Stored_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Stored_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Synced {when}" |
*
* @param {Sync_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_synced: ((inputs: Sync_SyncedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_SyncedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Syncing…" |
*
* @param {Sync_SyncingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_syncing: ((inputs?: Sync_SyncingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_SyncingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync" |
*
* @param {Sync_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_title: ((inputs?: Sync_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not reach the sync: {message}" |
*
* @param {Sync_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_unreachable: ((inputs: Sync_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Tariffs_About_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_about_of: ((inputs: Tariffs_About_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_About_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Tariffs_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_actions: ((inputs?: Tariffs_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Tariffs_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_amount: ((inputs?: Tariffs_Col_AmountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_AmountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Tariffs_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_carrier: ((inputs?: Tariffs_Col_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Tariffs_Col_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_charge: ((inputs?: Tariffs_Col_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge type" |
*
* @param {Tariffs_Col_Charge_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_charge_type: ((inputs?: Tariffs_Col_Charge_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_Charge_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Commodity" |
*
* @param {Tariffs_Col_CommodityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_commodity: ((inputs?: Tariffs_Col_CommodityInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_CommodityInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container" |
*
* @param {Tariffs_Col_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_container: ((inputs?: Tariffs_Col_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contract" |
*
* @param {Tariffs_Col_ContractInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_contract: ((inputs?: Tariffs_Col_ContractInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ContractInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Costs" |
*
* @param {Tariffs_Col_CostsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_costs: ((inputs?: Tariffs_Col_CostsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_CostsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Tariffs_Col_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_currency: ((inputs?: Tariffs_Col_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Tariffs_Col_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_description: ((inputs?: Tariffs_Col_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Lane" |
*
* @param {Tariffs_Col_LaneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_lane: ((inputs?: Tariffs_Col_LaneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_LaneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates" |
*
* @param {Tariffs_Col_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_rates: ((inputs?: Tariffs_Col_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Tariffs_Col_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_service: ((inputs?: Tariffs_Col_ServiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ServiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Tariffs_Col_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_transit: ((inputs?: Tariffs_Col_TransitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_TransitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Tariffs_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_type: ((inputs?: Tariffs_Col_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Tariffs_Col_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_unit: ((inputs?: Tariffs_Col_UnitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_UnitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Valid" |
*
* @param {Tariffs_Col_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_valid: ((inputs?: Tariffs_Col_ValidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ValidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Via" |
*
* @param {Tariffs_Col_ViaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_via: ((inputs?: Tariffs_Col_ViaInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ViaInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A comment is at most {max} characters" |
*
* @param {Tariffs_Comment_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comment_length: ((inputs: Tariffs_Comment_LengthInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Comment_LengthInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Comments" |
*
* @param {Tariffs_CommentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comments: ((inputs?: Tariffs_CommentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_CommentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional. One comment per line." |
*
* @param {Tariffs_Comments_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comments_hint: ((inputs?: Tariffs_Comments_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Comments_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "At most {max} comments (one per line)" |
*
* @param {Tariffs_Comments_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comments_max: ((inputs: Tariffs_Comments_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Comments_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contract number" |
*
* @param {Tariffs_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_number: ((inputs?: Tariffs_Contract_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Contract_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contract number is required" |
*
* @param {Tariffs_Contract_Number_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_number_required: ((inputs?: Tariffs_Contract_Number_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Contract_Number_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. MSC-2026-ES-CN" |
*
* @param {Tariffs_Contract_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_placeholder: ((inputs?: Tariffs_Contract_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Contract_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contract reference" |
*
* @param {Tariffs_Contract_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_reference: ((inputs?: Tariffs_Contract_ReferenceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Contract_ReferenceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contract reference is required" |
*
* @param {Tariffs_Contract_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_required: ((inputs?: Tariffs_Contract_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Contract_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Costs of {rate}" |
*
* @param {Tariffs_Costs_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_costs_caption: ((inputs: Tariffs_Costs_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Costs_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} cost" |
* | * | "{shown} costs" |
*
* @param {Tariffs_Costs_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_costs_count: ((inputs: Tariffs_Costs_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Costs_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rate" |
* | * | "{shown} rates" |
*
* @param {Tariffs_Count_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_count_rates: ((inputs: Tariffs_Count_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Count_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} tariff" |
* | * | "{shown} tariffs" |
*
* @param {Tariffs_Count_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_count_tariffs: ((inputs: Tariffs_Count_TariffsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Count_TariffsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A CSV tariff has one row per cost (rows with the same lane, container and dates make one rate). Its first line is this header:" |
*
* @param {Tariffs_Csv_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_hint: ((inputs?: Tariffs_Csv_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use a date like {example}" |
*
* @param {Tariffs_Date_LikeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_date_like: ((inputs: Tariffs_Date_LikeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Date_LikeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Document id" |
*
* @param {Tariffs_Detail_Document_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_detail_document_id: ((inputs?: Tariffs_Detail_Document_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Detail_Document_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates imported" |
*
* @param {Tariffs_Detail_Rates_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_detail_rates_imported: ((inputs?: Tariffs_Detail_Rates_ImportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Detail_Rates_ImportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Download a CSV template" |
*
* @param {Tariffs_Download_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_download_template: ((inputs?: Tariffs_Download_TemplateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Download_TemplateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop to add to this tariff" |
*
* @param {Tariffs_Drop_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_drop_label: ((inputs?: Tariffs_Drop_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Drop_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop tariff files here (CSV, PDF, XLSX…), or" |
*
* @param {Tariffs_Drop_PromptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_drop_prompt: ((inputs?: Tariffs_Drop_PromptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Drop_PromptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Tariffs_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_export_csv: ((inputs?: Tariffs_Export_CsvInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Export_CsvInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "External id" |
*
* @param {Tariffs_External_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_external_id: ((inputs?: Tariffs_External_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_External_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional. Your own reference for this tariff." |
*
* @param {Tariffs_External_Id_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_external_id_hint: ((inputs?: Tariffs_External_Id_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_External_Id_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff files" |
*
* @param {Tariffs_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_files: ((inputs?: Tariffs_FilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_FilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "At most {max} files in one upload" |
*
* @param {Tariffs_Files_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_files_max: ((inputs: Tariffs_Files_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Files_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add at least one tariff file (drop it here or choose it)" |
*
* @param {Tariffs_Files_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_files_required: ((inputs?: Tariffs_Files_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Files_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From date" |
*
* @param {Tariffs_From_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_from_date: ((inputs?: Tariffs_From_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_From_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From date is required" |
*
* @param {Tariffs_From_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_from_required: ((inputs?: Tariffs_From_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_From_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide rates" |
*
* @param {Tariffs_Hide_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_hide_rates: ((inputs?: Tariffs_Hide_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Hide_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Accepted: {limit}, at most {max} files." |
*
* @param {Tariffs_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_limits: ((inputs: Tariffs_LimitsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_LimitsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff name" |
*
* @param {Tariffs_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_name: ((inputs?: Tariffs_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional. The report can filter by it." |
*
* @param {Tariffs_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_name_hint: ((inputs?: Tariffs_Name_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Name_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional: part of the name." |
*
* @param {Tariffs_Name_Part_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_name_part_hint: ((inputs?: Tariffs_Name_Part_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Name_Part_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service lists no costs for this rate." |
*
* @param {Tariffs_No_CostsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_no_costs: ((inputs?: Tariffs_No_CostsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_No_CostsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No file added yet" |
*
* @param {Tariffs_No_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_no_file: ((inputs?: Tariffs_No_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_No_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service did not accept the tariff." |
*
* @param {Tariffs_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_not_accepted: ((inputs?: Tariffs_Not_AcceptedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Not_AcceptedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The tariff was not uploaded" |
*
* @param {Tariffs_Not_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_not_uploaded: ((inputs?: Tariffs_Not_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Not_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "uploaded {date}" |
*
* @param {Tariffs_Note_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_note_uploaded: ((inputs: Tariffs_Note_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Note_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploading a tariff needs the service." |
*
* @param {Tariffs_Offline_ActionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_offline_action: ((inputs?: Tariffs_Offline_ActionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Offline_ActionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates of {contract}" |
*
* @param {Tariffs_Rates_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_rates_caption: ((inputs: Tariffs_Rates_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Rates_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service refused the tariff" |
*
* @param {Tariffs_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_refused: ((inputs?: Tariffs_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Report: {counts}" |
*
* @param {Tariffs_Report_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_announce: ((inputs: Tariffs_Report_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff report for {contract}" |
*
* @param {Tariffs_Report_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_caption: ((inputs: Tariffs_Report_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rates of a contract that are valid in a period, each with its costs." |
*
* @param {Tariffs_Report_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_description: ((inputs?: Tariffs_Report_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The report failed" |
*
* @param {Tariffs_Report_Failed_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_failed_announce: ((inputs?: Tariffs_Report_Failed_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Failed_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{counts} for “{contract}”" |
*
* @param {Tariffs_Report_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_for: ((inputs: Tariffs_Report_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type a contract number and the first day of the period, then “Show report”." |
*
* @param {Tariffs_Report_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_idle_text: ((inputs?: Tariffs_Report_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for a report" |
*
* @param {Tariffs_Report_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_idle_title: ((inputs?: Tariffs_Report_Idle_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Idle_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the tariff report…" |
*
* @param {Tariffs_Report_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_loading: ((inputs?: Tariffs_Report_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No tariff for “{contract}” in this period" |
*
* @param {Tariffs_Report_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_none: ((inputs: Tariffs_Report_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the contract number and the dates, or upload the tariff above." |
*
* @param {Tariffs_Report_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_none_text: ((inputs?: Tariffs_Report_None_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_None_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the tariff report" |
*
* @param {Tariffs_Report_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_read_failed: ((inputs?: Tariffs_Report_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff report" |
*
* @param {Tariffs_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_title: ((inputs?: Tariffs_Report_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier SCAC" |
*
* @param {Tariffs_ScacInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac: ((inputs?: Tariffs_ScacInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_ScacInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "2 to 4 letters, e.g. MAEU, MSCU." |
*
* @param {Tariffs_Scac_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac_hint: ((inputs?: Tariffs_Scac_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Scac_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier SCAC is 2 to 4 letters (for example MAEU)" |
*
* @param {Tariffs_Scac_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac_letters: ((inputs?: Tariffs_Scac_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Scac_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier SCAC is required (for example MAEU)" |
*
* @param {Tariffs_Scac_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac_required: ((inputs?: Tariffs_Scac_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Scac_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sent. Add files to upload another tariff." |
*
* @param {Tariffs_Sent_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_sent_all: ((inputs?: Tariffs_Sent_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Sent_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sent; outcome unknown. Check the report before adding them again." |
*
* @param {Tariffs_Sent_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_sent_unknown: ((inputs?: Tariffs_Sent_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Sent_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show rates" |
*
* @param {Tariffs_Show_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_show_rates: ((inputs?: Tariffs_Show_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Show_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show report" |
*
* @param {Tariffs_Show_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_show_report: ((inputs?: Tariffs_Show_ReportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Show_ReportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Tariffs_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status: ((inputs?: Tariffs_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any status" |
*
* @param {Tariffs_Status_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_any: ((inputs?: Tariffs_Status_AnyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Status_AnyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status is a number" |
*
* @param {Tariffs_Status_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_number: ((inputs?: Tariffs_Status_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Status_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "1 · with imported rates" |
*
* @param {Tariffs_Status_With_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_with_rates: ((inputs?: Tariffs_Status_With_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Status_With_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "0 · without rates" |
*
* @param {Tariffs_Status_Without_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_without_rates: ((inputs?: Tariffs_Status_Without_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Status_Without_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: the save was cancelled." |
*
* @param {Tariffs_Template_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_cancelled: ((inputs?: Tariffs_Template_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Template_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The template was not saved" |
*
* @param {Tariffs_Template_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_failed: ((inputs?: Tariffs_Template_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Template_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To date must not be before the from date" |
*
* @param {Tariffs_To_Before_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_before_from: ((inputs?: Tariffs_To_Before_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_To_Before_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To date" |
*
* @param {Tariffs_To_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_date: ((inputs?: Tariffs_To_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_To_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Empty means no end date." |
*
* @param {Tariffs_To_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_date_hint: ((inputs?: Tariffs_To_Date_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_To_Date_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file to send" |
* | * | "{shown} files to send" |
*
* @param {Tariffs_To_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_send: ((inputs: Tariffs_To_SendInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_To_SendInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | * | "{shown} days" |
*
* @param {Tariffs_Transit_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_transit_days: ((inputs: Tariffs_Transit_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Transit_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the tariff report below for contract {contract}: if the tariff's rates are listed, it went through. Upload these files again only if they are not." |
*
* @param {Tariffs_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_unknown_text: ((inputs: Tariffs_Unknown_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Unknown_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the tariff may or may not have been uploaded" |
*
* @param {Tariffs_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_unknown_what: ((inputs?: Tariffs_Unknown_WhatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Unknown_WhatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff" |
*
* @param {Tariffs_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_unnamed: ((inputs?: Tariffs_UnnamedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_UnnamedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload tariff" |
*
* @param {Tariffs_Upload_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_upload_button: ((inputs?: Tariffs_Upload_ButtonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Upload_ButtonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff files for a carrier contract. CSV files are read into rates and costs; PDF, XLSX and other files are stored as they are." |
*
* @param {Tariffs_Upload_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_upload_description: ((inputs?: Tariffs_Upload_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Upload_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload a tariff" |
*
* @param {Tariffs_Upload_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_upload_title: ((inputs?: Tariffs_Upload_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Upload_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff uploaded" |
*
* @param {Tariffs_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_uploaded: ((inputs?: Tariffs_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "from {start}" |
*
* @param {Tariffs_Validity_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_validity_from: ((inputs: Tariffs_Validity_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Validity_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "until {end}" |
*
* @param {Tariffs_Validity_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_validity_until: ((inputs: Tariffs_Validity_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Validity_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New" |
*
* @param {Timeline_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_new: ((inputs?: Timeline_NewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Timeline_NewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Time not given" |
*
* @param {Timeline_Time_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_time_not_given: ((inputs?: Timeline_Time_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Timeline_Time_Not_GivenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go to…" |
*
* @param {Topbar_Go_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const topbar_go_to: ((inputs?: Topbar_Go_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topbar_Go_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Tracking_Col_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_agency: ((inputs?: Tracking_Col_AgencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_AgencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Tracking_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_code: ((inputs?: Tracking_Col_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Tracking_Col_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_delivery: ((inputs?: Tracking_Col_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Tracking_Col_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_free_time: ((inputs?: Tracking_Col_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Tracking_Col_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_pickup: ((inputs?: Tracking_Col_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Tracking_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_price: ((inputs?: Tracking_Col_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Route" |
*
* @param {Tracking_Col_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_route: ((inputs?: Tracking_Col_RouteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_RouteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Tracking_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_status: ((inputs?: Tracking_Col_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const try_again: ((inputs?: Try_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Try_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_NameInputs = {};
export type App_OpeningInputs = {
    screen: NonNullable<unknown>;
};
export type App_Part_Failed_To_LoadInputs = {};
export type App_Screen_Draw_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Screen_Failed_DrawingInputs = {
    detail: NonNullable<unknown>;
};
export type App_Screen_Open_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Skip_To_ContentInputs = {};
export type Appearance_DarkInputs = {};
export type Appearance_DescriptionInputs = {};
export type Appearance_LanguageInputs = {};
export type Appearance_Language_HintInputs = {};
export type Appearance_Language_Save_FailedInputs = {};
export type Appearance_LightInputs = {};
export type Appearance_Read_FailedInputs = {};
export type Appearance_SystemInputs = {};
export type Appearance_ThemeInputs = {};
export type Appearance_Theme_HintInputs = {};
export type Appearance_Theme_Save_FailedInputs = {};
export type Appearance_TitleInputs = {};
export type As_OfInputs = {};
export type As_Of_Not_FetchedInputs = {};
export type As_Of_SavedInputs = {};
export type Autocomplete_None_FoundInputs = {
    noun: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Autocomplete_Saved_AnswerInputs = {};
export type Autocomplete_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Autocomplete_SuggestionsInputs = {};
export type Basket_RemoveInputs = {};
export type Basket_Remove_FileInputs = {
    file: NonNullable<unknown>;
};
export type CancelInputs = {};
export type Change_Counted_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_CustomsInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Delivery_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_UploadedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ValidatedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_PastInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_SoonInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Pickup_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_StatusInputs = {
    count: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Counted_UnlistedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Document_No_Longer_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_StatusInputs = {
    name: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Document_Status_RemovedInputs = {
    name: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Change_Document_UnnamedInputs = {};
export type Change_Document_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_ValidatedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Free_TimeInputs = {};
export type Change_Free_Time_PastInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Past_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_SoonInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Soon_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Kind_AddedInputs = {};
export type Change_Kind_Added_HintInputs = {};
export type Change_Kind_CustomsInputs = {};
export type Change_Kind_Customs_HintInputs = {};
export type Change_Kind_Delivery_DateInputs = {};
export type Change_Kind_Delivery_Date_HintInputs = {};
export type Change_Kind_DocumentsInputs = {};
export type Change_Kind_Documents_HintInputs = {};
export type Change_Kind_Free_TimeInputs = {};
export type Change_Kind_Free_Time_HintInputs = {};
export type Change_Kind_MessagesInputs = {};
export type Change_Kind_Messages_HintInputs = {};
export type Change_Kind_Pickup_DateInputs = {};
export type Change_Kind_Pickup_Date_HintInputs = {};
export type Change_Kind_StatusInputs = {};
export type Change_Kind_Status_HintInputs = {};
export type Change_Kind_UnlistedInputs = {};
export type Change_Kind_Unlisted_HintInputs = {};
export type Change_Stop_DischargeInputs = {};
export type Change_Stop_Empty_ReturnInputs = {};
export type Change_Stop_ReleaseInputs = {};
export type Choose_FilesInputs = {};
export type Choose_NoneInputs = {};
export type Company_Choose_LogoInputs = {};
export type Company_DescriptionInputs = {};
export type Company_LogoInputs = {};
export type Company_Logo_AltInputs = {
    file: NonNullable<unknown>;
};
export type Company_Logo_FactsInputs = {
    file: NonNullable<unknown>;
    width: NonNullable<unknown>;
    height: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Company_Logo_LimitsInputs = {
    size: NonNullable<unknown>;
};
export type Company_NameInputs = {};
export type Company_Name_HintInputs = {};
export type Company_Name_Save_FailedInputs = {};
export type Company_No_LogoInputs = {};
export type Company_Remove_LogoInputs = {};
export type Company_Replace_LogoInputs = {};
export type Company_Save_NameInputs = {};
export type Company_TitleInputs = {};
export type Connection_CheckingInputs = {};
export type Copy_DoneInputs = {};
export type Copy_FailedInputs = {};
export type Copy_WhatInputs = {
    what: NonNullable<unknown>;
};
export type Date_Day_LettersInputs = {};
export type Date_Month_LettersInputs = {};
export type Date_Year_LettersInputs = {};
export type DismissInputs = {};
export type Documents_About_ForInputs = {
    name: NonNullable<unknown>;
};
export type Documents_About_OfInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Announce_FailedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Announce_FinishedInputs = {
    parts: NonNullable<unknown>;
};
export type Documents_Announce_UnknownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Announce_UploadedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Choose_DocumentInputs = {};
export type Documents_Choose_Document_PlaceholderInputs = {};
export type Documents_Choose_FilesInputs = {};
export type Documents_Choose_ForInputs = {
    files: NonNullable<unknown>;
};
export type Documents_ClearInputs = {};
export type Documents_Clear_FinishedInputs = {};
export type Documents_DownloadInputs = {};
export type Documents_Drop_HintInputs = {
    limit: NonNullable<unknown>;
};
export type Documents_Drop_PanelInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Drop_RowInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Empty_TextInputs = {};
export type Documents_Empty_TitleInputs = {};
export type Documents_File_Not_HereInputs = {};
export type Documents_File_Save_CancelledInputs = {
    name: NonNullable<unknown>;
};
export type Documents_File_Save_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Load_FailedInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_LoadingInputs = {};
export type Documents_None_TextInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_None_TitleInputs = {};
export type Documents_Not_UploadedInputs = {};
export type Documents_Offline_ActionInputs = {};
export type Documents_Offline_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Documents_OptionalInputs = {};
export type Documents_Other_Shipment_ErrorInputs = {
    ids: NonNullable<unknown>;
    shipment: NonNullable<unknown>;
};
export type Documents_Other_Shipment_NoteInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
export type Documents_Panel_DescriptionInputs = {};
export type Documents_Panel_TitleInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Phase_DoneInputs = {};
export type Documents_Phase_FailedInputs = {};
export type Documents_Phase_ReadingInputs = {};
export type Documents_Phase_ReadyInputs = {};
export type Documents_Phase_RefusedInputs = {};
export type Documents_Phase_SendingInputs = {};
export type Documents_Phase_UnknownInputs = {};
export type Documents_Phase_WaitingInputs = {};
export type Documents_Picker_Caption_RecentInputs = {};
export type Documents_Picker_Caption_SearchInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_ChangeInputs = {};
export type Documents_Picker_Code_LabelInputs = {};
export type Documents_Picker_Code_PlaceholderInputs = {};
export type Documents_Picker_Col_ActionsInputs = {};
export type Documents_Picker_Col_PickupInputs = {};
export type Documents_Picker_Col_RouteInputs = {};
export type Documents_Picker_Col_ShipmentInputs = {};
export type Documents_Picker_Col_TypeInputs = {};
export type Documents_Picker_DescriptionInputs = {};
export type Documents_Picker_FindInputs = {};
export type Documents_Picker_KeepInputs = {
    code: NonNullable<unknown>;
};
export type Documents_Picker_List_FailedInputs = {};
export type Documents_Picker_ListedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Picker_Loading_RecentInputs = {};
export type Documents_Picker_Looking_ForInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_Looking_UpInputs = {};
export type Documents_Picker_MatchingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Documents_Picker_Most_RecentInputs = {};
export type Documents_Picker_No_MatchInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_NoneInputs = {};
export type Documents_Picker_None_TextInputs = {};
export type Documents_Picker_Open_TrackingInputs = {};
export type Documents_Picker_ShowInputs = {};
export type Documents_Picker_TitleInputs = {};
export type Documents_Progress_CountInputs = {
    uploaded: NonNullable<unknown>;
    required: NonNullable<unknown>;
};
export type Documents_Progress_TextInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_QuotedInputs = {
    text: NonNullable<unknown>;
};
export type Documents_Ready_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Refused_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_ReloadInputs = {};
export type Documents_Reload_ChecklistInputs = {};
export type Documents_RequiredInputs = {};
export type Documents_Staged_AsInputs = {
    file: NonNullable<unknown>;
};
export type Documents_Staged_OfflineInputs = {};
export type Documents_Staged_TextInputs = {};
export type Documents_Staged_TitleInputs = {};
export type Documents_Summary_BusyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_DoneInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_FailedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_ReadyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_RefusedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_UnknownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Table_CaptionInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Table_Col_ActionsInputs = {};
export type Documents_Table_Col_DocumentInputs = {};
export type Documents_Table_Col_ObservationsInputs = {};
export type Documents_Table_Col_StatusInputs = {};
export type Documents_Target_OptionalInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_Optional_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_RequiredInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_Required_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_TemplateInputs = {};
export type Documents_Template_FileInputs = {
    name: NonNullable<unknown>;
    extension: NonNullable<unknown>;
};
export type Documents_Template_Save_CancelledInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Template_Save_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_The_DocumentInputs = {};
export type Documents_This_ShipmentInputs = {};
export type Documents_Unknown_ManyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Unknown_OneInputs = {
    file: NonNullable<unknown>;
};
export type Documents_Unknown_TextInputs = {};
export type Documents_UnnamedInputs = {};
export type Documents_UploadInputs = {};
export type Documents_Upload_AgainInputs = {};
export type Documents_Upload_FilesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Upload_LimitInputs = {
    mib: NonNullable<unknown>;
};
export type Documents_Upload_Not_AcceptedInputs = {};
export type Documents_Upload_Unknown_ReasonInputs = {};
export type Documents_Uploaded_AtInputs = {
    when: NonNullable<unknown>;
};
export type Documents_Uploading_AsInputs = {
    file: NonNullable<unknown>;
    document: NonNullable<unknown>;
};
export type Documents_Uploads_TitleInputs = {};
export type Draft_DiscardInputs = {};
export type Draft_Restored_FromInputs = {};
export type Draft_SavedInputs = {};
export type EditInputs = {};
export type Empty_State_KeptInputs = {};
export type Error_Retries_ItselfInputs = {};
export type Export_AgencyInputs = {};
export type Export_CodeInputs = {};
export type Export_CurrencyInputs = {};
export type Export_Currency_Not_StatedInputs = {};
export type Export_DeliveryInputs = {};
export type Export_DestinationInputs = {};
export type Export_Free_Time_ChargedInputs = {};
export type Export_Free_Time_CurrencyInputs = {};
export type Export_Last_Free_DayInputs = {};
export type Export_Not_KnownInputs = {};
export type Export_OriginInputs = {};
export type Export_PickupInputs = {};
export type Export_PriceInputs = {};
export type Export_StatusInputs = {};
export type Failure_Address_UnreachableInputs = {
    host: NonNullable<unknown>;
};
export type Failure_Ask_AccessInputs = {};
export type Failure_Body_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_BrokeInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Broke_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Broke_UnknownInputs = {
    op: NonNullable<unknown>;
};
export type Failure_CancelledInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Check_Base_UrlInputs = {};
export type Failure_Check_ConnectionInputs = {};
export type Failure_ClosedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Connect_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Connection_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Failure_ForbiddenInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Headers_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Input_InvalidInputs = {};
export type Failure_InternalInputs = {};
export type Failure_It_SaidInputs = {
    message: NonNullable<unknown>;
};
export type Failure_More_ProblemsInputs = {
    count: NonNullable<unknown>;
};
export type Failure_No_Such_AddressInputs = {
    host: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Not_FoundInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Not_Found_ChangedInputs = {};
export type Failure_Not_Found_Check_IdInputs = {};
export type Failure_Not_Sent_ParameterInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Not_Sent_RequestInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_RefusedInputs = {
    op: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Failure_Refused_No_ReasonInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Rejected_ReasonInputs = {
    op: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Failure_Rejected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Report_If_AgainInputs = {};
export type Failure_Request_TimeoutInputs = {
    op: NonNullable<unknown>;
};
export type Failure_ServerInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_ReportedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Too_LargeInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_RefusedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_UnknownInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Many_RequestsInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Too_Many_Requests_WaitInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Try_AfterInputs = {
    seconds: NonNullable<unknown>;
};
export type Failure_Try_LaterInputs = {};
export type Failure_UnauthorizedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Unexpected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Unknown_ChannelInputs = {
    channel: NonNullable<unknown>;
};
export type Failure_Unknown_OutcomeInputs = {
    check: NonNullable<unknown>;
};
export type Failure_UnreadableInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Unreadable_AcceptedInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type LoadingInputs = {};
export type Logs_DescriptionInputs = {};
export type Logs_Show_FailedInputs = {};
export type Logs_TitleInputs = {};
export type Lookups_Airports_Col_IataInputs = {};
export type Lookups_Airports_Could_NotInputs = {};
export type Lookups_Airports_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_DescriptionInputs = {};
export type Lookups_Airports_Empty_TextInputs = {};
export type Lookups_Airports_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_Idle_TextInputs = {};
export type Lookups_Airports_Idle_TitleInputs = {};
export type Lookups_Airports_LabelInputs = {};
export type Lookups_Airports_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_PlaceholderInputs = {};
export type Lookups_Airports_Search_FailedInputs = {};
export type Lookups_Airports_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_TitleInputs = {};
export type Lookups_Airports_Too_ShortInputs = {};
export type Lookups_CaptionInputs = {
    title: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Col_CityInputs = {};
export type Lookups_Col_CodeInputs = {};
export type Lookups_Col_CoordinatesInputs = {};
export type Lookups_Col_CountryInputs = {};
export type Lookups_Col_NameInputs = {};
export type Lookups_Col_SizeInputs = {};
export type Lookups_Col_TypeInputs = {};
export type Lookups_Containers_Col_ReeferInputs = {};
export type Lookups_Containers_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Lookups_Containers_DescriptionInputs = {};
export type Lookups_Containers_FailedInputs = {};
export type Lookups_Containers_LoadingInputs = {};
export type Lookups_Containers_NoneInputs = {};
export type Lookups_Containers_Size_FtInputs = {
    size: NonNullable<unknown>;
};
export type Lookups_Containers_TitleInputs = {};
export type Lookups_EastInputs = {};
export type Lookups_List_Empty_TextInputs = {};
export type Lookups_NoInputs = {};
export type Lookups_NorthInputs = {};
export type Lookups_Pallets_Col_SizeInputs = {};
export type Lookups_Pallets_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Lookups_Pallets_DescriptionInputs = {};
export type Lookups_Pallets_FailedInputs = {};
export type Lookups_Pallets_Height_Not_FixedInputs = {};
export type Lookups_Pallets_LoadingInputs = {};
export type Lookups_Pallets_NoneInputs = {};
export type Lookups_Pallets_Per_ShipmentInputs = {};
export type Lookups_Pallets_TitleInputs = {};
export type Lookups_Ports_Col_RkstInputs = {};
export type Lookups_Ports_Col_UnlocodeInputs = {};
export type Lookups_Ports_Could_NotInputs = {};
export type Lookups_Ports_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_DescriptionInputs = {};
export type Lookups_Ports_Empty_TextInputs = {};
export type Lookups_Ports_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_Idle_TextInputs = {};
export type Lookups_Ports_Idle_TitleInputs = {};
export type Lookups_Ports_LabelInputs = {};
export type Lookups_Ports_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_PlaceholderInputs = {};
export type Lookups_Ports_Search_FailedInputs = {};
export type Lookups_Ports_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_TitleInputs = {};
export type Lookups_Ports_Too_ShortInputs = {};
export type Lookups_Postal_Col_CodeInputs = {};
export type Lookups_Postal_Col_RegionInputs = {};
export type Lookups_Postal_Could_NotInputs = {};
export type Lookups_Postal_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_CountryInputs = {};
export type Lookups_Postal_DescriptionInputs = {};
export type Lookups_Postal_Empty_TextInputs = {};
export type Lookups_Postal_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_Idle_TextInputs = {};
export type Lookups_Postal_Idle_TitleInputs = {};
export type Lookups_Postal_LabelInputs = {};
export type Lookups_Postal_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_PlaceholderInputs = {};
export type Lookups_Postal_Search_FailedInputs = {};
export type Lookups_Postal_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_TitleInputs = {};
export type Lookups_Postal_Too_ShortInputs = {};
export type Lookups_QuotedInputs = {
    text: NonNullable<unknown>;
};
export type Lookups_ReloadInputs = {};
export type Lookups_SearchInputs = {};
export type Lookups_SouthInputs = {};
export type Lookups_WestInputs = {};
export type Lookups_YesInputs = {};
export type Menu_AboutInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Actual_SizeInputs = {};
export type Menu_Bring_All_To_FrontInputs = {};
export type Menu_Close_WindowInputs = {};
export type Menu_CopyInputs = {};
export type Menu_CutInputs = {};
export type Menu_EditInputs = {};
export type Menu_ExitInputs = {};
export type Menu_FileInputs = {};
export type Menu_Full_ScreenInputs = {};
export type Menu_GoInputs = {};
export type Menu_HelpInputs = {};
export type Menu_HideInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Hide_OthersInputs = {};
export type Menu_MinimizeInputs = {};
export type Menu_PasteInputs = {};
export type Menu_QuitInputs = {
    app: NonNullable<unknown>;
};
export type Menu_RedoInputs = {};
export type Menu_Select_AllInputs = {};
export type Menu_ServicesInputs = {};
export type Menu_Show_AllInputs = {};
export type Menu_Show_LogsInputs = {};
export type Menu_UndoInputs = {};
export type Menu_ViewInputs = {};
export type Menu_WindowInputs = {};
export type Menu_ZoomInputs = {};
export type Menu_Zoom_InInputs = {};
export type Menu_Zoom_OutInputs = {};
export type Nav_Group_ReferenceInputs = {};
export type Nav_Group_WorkInputs = {};
export type Nav_MainInputs = {};
export type No_Bridge_BodyInputs = {};
export type No_Bridge_TitleInputs = {};
export type Notice_AddedInputs = {};
export type Notice_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_Eta_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Notice_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Notice_NoneInputs = {};
export type Notice_Pickup_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Notice_Shipments_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Notice_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_UnlistedInputs = {};
export type Notices_Dismiss_OneInputs = {
    title: NonNullable<unknown>;
};
export type Notices_Dismiss_TitleInputs = {};
export type Notices_HintInputs = {};
export type Notices_LabelInputs = {};
export type Notifications_DescriptionInputs = {};
export type Notifications_Notify_AboutInputs = {};
export type Notifications_Read_FailedInputs = {};
export type Notifications_Save_FailedInputs = {};
export type Offline_Keeps_TryingInputs = {};
export type Offline_Last_AnsweredInputs = {
    when: NonNullable<unknown>;
};
export type Offline_Never_AnsweredInputs = {};
export type Offline_TitleInputs = {};
export type Offline_What_WorksInputs = {};
export type Op_Auth_TokenInputs = {};
export type Op_Booking_BoxesInputs = {};
export type Op_Booking_PalletsInputs = {};
export type Op_Booking_Sea_FclInputs = {};
export type Op_Booking_Sea_LclInputs = {};
export type Op_Check_DocumentsInputs = {};
export type Op_Check_QuotesInputs = {};
export type Op_Check_Service_RecordsInputs = {};
export type Op_Check_Shipment_DetailInputs = {};
export type Op_Check_Shipment_ListInputs = {};
export type Op_Check_TariffsInputs = {};
export type Op_Documents_DownloadInputs = {};
export type Op_Documents_ListInputs = {};
export type Op_Documents_UploadInputs = {};
export type Op_Lookup_AirportsInputs = {};
export type Op_Lookup_ContainersInputs = {};
export type Op_Lookup_Pallet_TypesInputs = {};
export type Op_Lookup_PortsInputs = {};
export type Op_Lookup_Postal_CodesInputs = {};
export type Op_Pickup_TimesInputs = {};
export type Op_Quotes_DeleteInputs = {};
export type Op_Quotes_ListInputs = {};
export type Op_Quotes_SaveInputs = {};
export type Op_Rates_AirInputs = {};
export type Op_Rates_BoxesInputs = {};
export type Op_Rates_PalletsInputs = {};
export type Op_Rates_Sea_FclInputs = {};
export type Op_Rates_Sea_LclInputs = {};
export type Op_Sign_InInputs = {};
export type Op_Tariffs_ReportInputs = {};
export type Op_Tariffs_UploadInputs = {};
export type Op_Tracking_DetailInputs = {};
export type Op_Tracking_MessagesInputs = {};
export type Op_Tracking_ShipmentsInputs = {};
export type Op_Tracking_SwitchInputs = {};
export type Open_SettingsInputs = {};
export type Outcome_UnknownInputs = {
    what: NonNullable<unknown>;
};
export type Pdf_Air_FreightInputs = {};
export type Pdf_All_In_NoteInputs = {};
export type Pdf_As_QuotedInputs = {};
export type Pdf_CarrierInputs = {};
export type Pdf_Carrier_NotesInputs = {};
export type Pdf_ChargeInputs = {};
export type Pdf_Chargeable_WeightInputs = {};
export type Pdf_Charges_InInputs = {
    currency: NonNullable<unknown>;
};
export type Pdf_Col_AmountInputs = {};
export type Pdf_Col_BasisInputs = {};
export type Pdf_Col_ChargeInputs = {};
export type Pdf_Col_ContainerInputs = {};
export type Pdf_Col_Counted_FromInputs = {};
export type Pdf_Col_Free_DaysInputs = {};
export type Pdf_Col_Free_TimeInputs = {};
export type Pdf_Col_PenaltyInputs = {};
export type Pdf_Col_Per_DayInputs = {};
export type Pdf_Count_BoxesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_Cargo_LinesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_ContainersInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PalletsInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PiecesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DeliveryInputs = {};
export type Pdf_Every_Charge_IncludedInputs = {
    kind: NonNullable<unknown>;
};
export type Pdf_FlightsInputs = {};
export type Pdf_Free_TimeInputs = {};
export type Pdf_FromInputs = {};
export type Pdf_Give_Quote_NumberInputs = {
    quote: NonNullable<unknown>;
};
export type Pdf_GoodsInputs = {};
export type Pdf_IncludedInputs = {};
export type Pdf_IssuedInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_Mode_AirInputs = {};
export type Pdf_Mode_BoxesInputs = {};
export type Pdf_Mode_PalletsInputs = {};
export type Pdf_Mode_Sea_FclInputs = {};
export type Pdf_Mode_Sea_LclInputs = {};
export type Pdf_No_ExpiryInputs = {};
export type Pdf_NotesInputs = {};
export type Pdf_On_RequestInputs = {};
export type Pdf_PickupInputs = {};
export type Pdf_Pre_BookingInputs = {};
export type Pdf_Price_Includes_AllInputs = {};
export type Pdf_QuotationInputs = {};
export type Pdf_Quote_LabelInputs = {};
export type Pdf_Ref_LabelInputs = {};
export type Pdf_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Pdf_SailingInputs = {};
export type Pdf_Saved_QuoteInputs = {};
export type Pdf_SurchargeInputs = {};
export type Pdf_Tax_IncludedInputs = {
    percent: NonNullable<unknown>;
};
export type Pdf_TermsInputs = {
    carrier: NonNullable<unknown>;
};
export type Pdf_Terms_ValidInputs = {
    carrier: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Pdf_ToInputs = {};
export type Pdf_Total_All_InInputs = {};
export type Pdf_Total_Of_QuoteInputs = {};
export type Pdf_Total_PriceInputs = {};
export type Pdf_Total_Price_And_SurchargesInputs = {};
export type Pdf_Total_Sum_Of_ChargesInputs = {};
export type Pdf_TransitInputs = {};
export type Pdf_Unnamed_CurrencyInputs = {};
export type Pdf_Valid_UntilInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_VesselInputs = {};
export type Pdf_ViaInputs = {};
export type PenaltyInputs = {};
export type Profile_Form_Add_DescriptionInputs = {};
export type Profile_Form_Add_TitleInputs = {};
export type Profile_Form_Api_KeyInputs = {};
export type Profile_Form_Api_SecretInputs = {};
export type Profile_Form_Base_UrlInputs = {};
export type Profile_Form_Base_Url_HintInputs = {};
export type Profile_Form_Base_Url_PlaceholderInputs = {};
export type Profile_Form_Edit_DescriptionInputs = {};
export type Profile_Form_Edit_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Keep_KeyInputs = {};
export type Profile_Form_Keep_SecretInputs = {};
export type Profile_Form_NameInputs = {};
export type Profile_Form_Name_HintInputs = {};
export type Profile_Form_New_Server_BodyInputs = {
    typed: NonNullable<unknown>;
    saved: NonNullable<unknown>;
};
export type Profile_Form_New_Server_TitleInputs = {};
export type Profile_Form_Not_SavedInputs = {};
export type Profile_Form_Required_New_ServerInputs = {};
export type Profile_Form_SaveInputs = {};
export type Profile_Form_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Secret_HintInputs = {};
export type Profiles_ActiveInputs = {};
export type Profiles_Base_Url_SaidInputs = {};
export type Profiles_CaptionInputs = {};
export type Profiles_Col_ActionsInputs = {};
export type Profiles_Col_CredentialsInputs = {};
export type Profiles_Col_ProfileInputs = {};
export type Profiles_Demo_CredentialsInputs = {};
export type Profiles_DescriptionInputs = {};
export type Profiles_EditingInputs = {};
export type Profiles_LoadingInputs = {};
export type Profiles_Not_StoredInputs = {};
export type Profiles_Read_FailedInputs = {};
export type Profiles_Remove_BodyInputs = {};
export type Profiles_Remove_Body_ActiveInputs = {};
export type Profiles_Remove_ConfirmInputs = {};
export type Profiles_Remove_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Remove_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Stored_KeychainInputs = {};
export type Profiles_Switch_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_TitleInputs = {};
export type Profiles_UseInputs = {};
export type Progress_In_ProgressInputs = {};
export type Quote_PdfInputs = {};
export type RetryInputs = {};
export type Route_BookingInputs = {};
export type Route_Booking_SummaryInputs = {};
export type Route_DocumentsInputs = {};
export type Route_Documents_SummaryInputs = {};
export type Route_LookupsInputs = {};
export type Route_Lookups_SummaryInputs = {};
export type Route_PricingInputs = {};
export type Route_Pricing_SummaryInputs = {};
export type Route_QuotesInputs = {};
export type Route_Quotes_SummaryInputs = {};
export type Route_RatingInputs = {};
export type Route_Rating_SummaryInputs = {};
export type Route_SettingsInputs = {};
export type Route_Settings_SummaryInputs = {};
export type Route_TariffsInputs = {};
export type Route_Tariffs_SummaryInputs = {};
export type Route_TodayInputs = {};
export type Route_Today_SummaryInputs = {};
export type Route_TrackingInputs = {};
export type Route_Tracking_SummaryInputs = {};
export type SaveInputs = {};
export type Saved_DoneInputs = {};
export type Session_ConnectedInputs = {};
export type Session_In_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Session_In_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Session_Last_AnswerInputs = {
    when: NonNullable<unknown>;
};
export type Session_Last_WorkedInputs = {
    when: NonNullable<unknown>;
};
export type Session_Next_TryInputs = {
    when: NonNullable<unknown>;
};
export type Session_No_Answer_YetInputs = {};
export type Session_No_ReasonInputs = {};
export type Session_RefusedInputs = {};
export type Session_Refused_ReasonInputs = {};
export type Session_Sign_InInputs = {};
export type Session_Sign_In_FailedInputs = {};
export type Session_Sign_OutInputs = {};
export type Session_Signed_OutInputs = {};
export type Session_Signing_InInputs = {};
export type Session_Trying_NowInputs = {};
export type Session_UnreachableInputs = {};
export type Session_Unreachable_ReasonInputs = {};
export type Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Set_Aside_CopyInputs = {};
export type Set_Aside_How_BackInputs = {};
export type Set_Aside_TitleInputs = {};
export type Settings_File_Unreadable_BodyInputs = {};
export type Settings_File_Unreadable_TitleInputs = {};
export type Store_Cannot_Save_BodyInputs = {};
export type Store_Cannot_Save_TitleInputs = {};
export type Store_CopiedInputs = {
    what: NonNullable<unknown>;
};
export type Store_Damaged_File_KeptInputs = {};
export type Store_File_PathInputs = {};
export type Store_Not_RebuiltInputs = {};
export type Store_Nothing_LostInputs = {};
export type Store_Nothing_ReadableInputs = {};
export type Store_Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Store_Set_Aside_TitleInputs = {};
export type SurchargesInputs = {};
export type Sync_CancelInputs = {};
export type Sync_Checking_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Checking_ListInputs = {};
export type Sync_DescriptionInputs = {};
export type Sync_FetchingInputs = {};
export type Sync_Kept_BeforeInputs = {};
export type Sync_Last_CancelledInputs = {
    when: NonNullable<unknown>;
};
export type Sync_Last_FailedInputs = {
    when: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Sync_MinutesInputs = {};
export type Sync_NeverInputs = {};
export type Sync_Nothing_StoredInputs = {};
export type Sync_NowInputs = {};
export type Sync_Progress_LabelInputs = {};
export type Sync_Read_FailedInputs = {};
export type Sync_Save_FailedInputs = {};
export type Sync_Settings_LabelInputs = {};
export type Sync_State_UnknownInputs = {};
export type Sync_Stored_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Stored_OfInputs = {
    count: NonNullable<unknown>;
    done: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_SyncedInputs = {
    when: NonNullable<unknown>;
};
export type Sync_SyncingInputs = {};
export type Sync_TitleInputs = {};
export type Sync_UnreachableInputs = {
    message: NonNullable<unknown>;
};
export type Tariffs_About_OfInputs = {
    name: NonNullable<unknown>;
};
export type Tariffs_Col_ActionsInputs = {};
export type Tariffs_Col_AmountInputs = {};
export type Tariffs_Col_CarrierInputs = {};
export type Tariffs_Col_ChargeInputs = {};
export type Tariffs_Col_Charge_TypeInputs = {};
export type Tariffs_Col_CommodityInputs = {};
export type Tariffs_Col_ContainerInputs = {};
export type Tariffs_Col_ContractInputs = {};
export type Tariffs_Col_CostsInputs = {};
export type Tariffs_Col_CurrencyInputs = {};
export type Tariffs_Col_DescriptionInputs = {};
export type Tariffs_Col_LaneInputs = {};
export type Tariffs_Col_RatesInputs = {};
export type Tariffs_Col_ServiceInputs = {};
export type Tariffs_Col_TransitInputs = {};
export type Tariffs_Col_TypeInputs = {};
export type Tariffs_Col_UnitInputs = {};
export type Tariffs_Col_ValidInputs = {};
export type Tariffs_Col_ViaInputs = {};
export type Tariffs_Comment_LengthInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_CommentsInputs = {};
export type Tariffs_Comments_HintInputs = {};
export type Tariffs_Comments_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_Contract_NumberInputs = {};
export type Tariffs_Contract_Number_RequiredInputs = {};
export type Tariffs_Contract_PlaceholderInputs = {};
export type Tariffs_Contract_ReferenceInputs = {};
export type Tariffs_Contract_RequiredInputs = {};
export type Tariffs_Costs_CaptionInputs = {
    rate: NonNullable<unknown>;
};
export type Tariffs_Costs_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Count_RatesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Count_TariffsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Csv_HintInputs = {};
export type Tariffs_Date_LikeInputs = {
    example: NonNullable<unknown>;
};
export type Tariffs_Detail_Document_IdInputs = {};
export type Tariffs_Detail_Rates_ImportedInputs = {};
export type Tariffs_Download_TemplateInputs = {};
export type Tariffs_Drop_LabelInputs = {};
export type Tariffs_Drop_PromptInputs = {};
export type Tariffs_Export_CsvInputs = {};
export type Tariffs_External_IdInputs = {};
export type Tariffs_External_Id_HintInputs = {};
export type Tariffs_FilesInputs = {};
export type Tariffs_Files_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_Files_RequiredInputs = {};
export type Tariffs_From_DateInputs = {};
export type Tariffs_From_RequiredInputs = {};
export type Tariffs_Hide_RatesInputs = {};
export type Tariffs_LimitsInputs = {
    limit: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Tariffs_NameInputs = {};
export type Tariffs_Name_HintInputs = {};
export type Tariffs_Name_Part_HintInputs = {};
export type Tariffs_No_CostsInputs = {};
export type Tariffs_No_FileInputs = {};
export type Tariffs_Not_AcceptedInputs = {};
export type Tariffs_Not_UploadedInputs = {};
export type Tariffs_Note_UploadedInputs = {
    date: NonNullable<unknown>;
};
export type Tariffs_Offline_ActionInputs = {};
export type Tariffs_Rates_CaptionInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_RefusedInputs = {};
export type Tariffs_Report_AnnounceInputs = {
    counts: NonNullable<unknown>;
};
export type Tariffs_Report_CaptionInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_DescriptionInputs = {};
export type Tariffs_Report_Failed_AnnounceInputs = {};
export type Tariffs_Report_ForInputs = {
    counts: NonNullable<unknown>;
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_Idle_TextInputs = {};
export type Tariffs_Report_Idle_TitleInputs = {};
export type Tariffs_Report_LoadingInputs = {};
export type Tariffs_Report_NoneInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_None_TextInputs = {};
export type Tariffs_Report_Read_FailedInputs = {};
export type Tariffs_Report_TitleInputs = {};
export type Tariffs_ScacInputs = {};
export type Tariffs_Scac_HintInputs = {};
export type Tariffs_Scac_LettersInputs = {};
export type Tariffs_Scac_RequiredInputs = {};
export type Tariffs_Sent_AllInputs = {};
export type Tariffs_Sent_UnknownInputs = {};
export type Tariffs_Show_RatesInputs = {};
export type Tariffs_Show_ReportInputs = {};
export type Tariffs_StatusInputs = {};
export type Tariffs_Status_AnyInputs = {};
export type Tariffs_Status_NumberInputs = {};
export type Tariffs_Status_With_RatesInputs = {};
export type Tariffs_Status_Without_RatesInputs = {};
export type Tariffs_Template_CancelledInputs = {};
export type Tariffs_Template_FailedInputs = {};
export type Tariffs_To_Before_FromInputs = {};
export type Tariffs_To_DateInputs = {};
export type Tariffs_To_Date_HintInputs = {};
export type Tariffs_To_SendInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Transit_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Unknown_TextInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Unknown_WhatInputs = {};
export type Tariffs_UnnamedInputs = {};
export type Tariffs_Upload_ButtonInputs = {};
export type Tariffs_Upload_DescriptionInputs = {};
export type Tariffs_Upload_TitleInputs = {};
export type Tariffs_UploadedInputs = {};
export type Tariffs_Validity_FromInputs = {
    start: NonNullable<unknown>;
};
export type Tariffs_Validity_UntilInputs = {
    end: NonNullable<unknown>;
};
export type Timeline_NewInputs = {};
export type Timeline_Time_Not_GivenInputs = {};
export type Topbar_Go_ToInputs = {};
export type Tracking_Col_AgencyInputs = {};
export type Tracking_Col_CodeInputs = {};
export type Tracking_Col_DeliveryInputs = {};
export type Tracking_Col_Free_TimeInputs = {};
export type Tracking_Col_PickupInputs = {};
export type Tracking_Col_PriceInputs = {};
export type Tracking_Col_RouteInputs = {};
export type Tracking_Col_StatusInputs = {};
export type Try_AgainInputs = {};
