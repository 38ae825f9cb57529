/*
 * The Mantine styles the sign-in route draws with, per component and in the `mantine` cascade
 * layer (so the portal's own unlayered CSS wins whatever order the files arrive in). The whole
 * stylesheet is 295 KB and blocks the first paint; these are a quarter of it. Everything else
 * arrives with the first lazy chunk that needs it (full-styles.ts). A component added to a
 * sign-in route page adds its file here.
 */
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/LoadingOverlay.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/PasswordInput.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
